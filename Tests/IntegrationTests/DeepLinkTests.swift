import Testing

@testable import TicTacToeCommandLine

/// The parser of `tictactoe URL` (a pure function of the text, in the command line's module).
struct DeepLinkTests {
    private func parse(_ text: String) -> Result<DeepLink, DeepLink.ParseError> {
        DeepLink.parse(text)
    }

    @Test(arguments: [
        ("ribs-training://launchGame?gameId=randomwin", "randomwin"),
        ("ribs-training://launchGame?gameId=tictactoe", "tictactoe"),
        // The id keeps its case: the workflow compares it case-insensitively.
        ("ribs-training://launchGame?gameId=RandomWin", "RandomWin"),
        // Schemes and hosts are case-insensitive in URLs.
        ("RIBS-Training://LAUNCHGAME?gameId=tictactoe", "tictactoe"),
        ("ribs-training://launchGame/?gameId=tictactoe", "tictactoe"),
        // Percent-encoding is decoded; the id need not name a game (the workflow says so).
        ("ribs-training://launchGame?gameId=tic%74actoe", "tictactoe"),
        ("ribs-training://launchGame?gameId=Random%20Win", "Random Win"),
        ("ribs-training://launchGame?gameId=%C3%A9t%C3%A9", "été"),
        ("ribs-training://launchGame?gameId=chess", "chess"),
        ("ribs-training://launchGame?gameId=a=b", "a=b"),
    ])
    func aWellFormedLinkLaunchesTheGameItNames(text: String, gameID: String) {
        #expect(parse(text) == .success(.launchGame(gameID: gameID)))
    }

    @Test(arguments: [
        ("", DeepLink.ParseError.wrongScheme),
        ("randomwin", .wrongScheme),
        ("https://launchGame?gameId=randomwin", .wrongScheme),
        ("ribs-training:launchGame?gameId=randomwin", .wrongScheme),
        ("ribs-training:/launchGame?gameId=randomwin", .wrongScheme),
        (" ribs-training://launchGame?gameId=randomwin", .wrongScheme),
        ("ribs-training://", .wrongHost),
        ("ribs-training://launch?gameId=randomwin", .wrongHost),
        ("ribs-training://user@launchGame?gameId=randomwin", .wrongHost),
        ("ribs-training://launchGame:80?gameId=randomwin", .wrongHost),
        ("ribs-training://?gameId=randomwin", .wrongHost),
        ("ribs-training://launchGame/now?gameId=randomwin", .unexpectedPath),
        ("ribs-training://launchGame//?gameId=randomwin", .unexpectedPath),
        ("ribs-training://launchGame?gameId=randomwin#top", .unexpectedFragment),
        ("ribs-training://launchGame", .missingGameID),
        ("ribs-training://launchGame?", .missingGameID),
        ("ribs-training://launchGame?gameid=randomwin", .unexpectedParameter("gameid")),
        ("ribs-training://launchGame?gameId=randomwin&mode=fast", .unexpectedParameter("mode")),
        ("ribs-training://launchGame?gameId=randomwin&", .unexpectedParameter("")),
        ("ribs-training://launchGame?gameId=a&gameId=b", .repeatedGameID),
        ("ribs-training://launchGame?gameId=", .emptyGameID),
        ("ribs-training://launchGame?gameId", .emptyGameID),
        ("ribs-training://launchGame?gameId=%", .malformedEncoding),
        ("ribs-training://launchGame?gameId=%4", .malformedEncoding),
        ("ribs-training://launchGame?gameId=%zz", .malformedEncoding),
        ("ribs-training://launchGame?gameId=%FF", .malformedEncoding),
        ("ribs-training://launchGame?gameId=a%1Bb", .malformedEncoding),
        ("ribs-training://launchGame?gameId=a%00", .malformedEncoding),
        ("ribs-training://launchGame?gameId=%0A", .malformedEncoding),
    ])
    func anyOtherShapeIsRejectedWithItsReason(text: String, error: DeepLink.ParseError) {
        #expect(parse(text) == .failure(error))
    }

    @Test func everyReasonHasAMessageThatSaysWhatIsWrong() {
        let errors: [DeepLink.ParseError] = [
            .wrongScheme, .wrongHost, .unexpectedPath, .unexpectedFragment, .missingGameID, .repeatedGameID,
            .unexpectedParameter("mode"), .emptyGameID, .malformedEncoding,
        ]
        let messages = errors.map(\.message)
        #expect(Set(messages).count == errors.count)
        #expect(messages.allSatisfy { !$0.isEmpty })
        #expect(DeepLink.ParseError.wrongScheme.message.contains("ribs-training://"))
        #expect(DeepLink.ParseError.unexpectedParameter("mode").message.contains("'mode'"))
    }

    @Test func decodingStopsAtTheFirstBrokenEscape() {
        #expect(DeepLink.percentDecoded("abc") == "abc")
        #expect(DeepLink.percentDecoded("%41%62") == "Ab")
        #expect(DeepLink.percentDecoded("%e2%82%ac") == "€")
        #expect(DeepLink.percentDecoded("%E2%82") == nil)
        #expect(DeepLink.percentDecoded("50%") == nil)
        #expect(DeepLink.percentDecoded("%7F") == nil)
    }

    /// Whatever the text, the parser answers (no trap), and what it accepts is a non-empty id
    /// without control characters.
    @Test func arbitraryTextNeverTrapsTheParser() {
        // A linear congruential sequence: the same inputs on every run, no generator type needed.
        var state: UInt64 = 12
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Array("ribs-training://launchGame?gameId=%&#/:@ AZaz09é\u{1B}\u{0}")
        for _ in 0..<2000 {
            let length = Int(next() % 60)
            let text = String((0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
            for candidate in [text, "ribs-training://launchGame?gameId=" + text] {
                if case .success(.launchGame(let id)) = parse(candidate) {
                    #expect(!id.isEmpty)
                    #expect(!id.unicodeScalars.contains { $0.properties.generalCategory == .control })
                }
            }
        }
    }
}

/// `TICTACTOE_SEED` (in the app target).
struct RandomSeedTests {
    @Test(arguments: [
        ("0", UInt64(0)), ("42", 42), ("007", 7), ("18446744073709551615", UInt64.max),
    ])
    func digitsAreTheSeed(value: String, seed: UInt64) {
        #expect(RandomSeed.parse(value) == .success(seed))
    }

    @Test func unsetOrEmptyMeansNoSeed() {
        #expect(RandomSeed.parse(nil) == .success(nil))
        #expect(RandomSeed.parse("") == .success(nil))
        #expect(RandomSeed.parse(environment: [:]) == .success(nil))
        #expect(RandomSeed.parse(environment: ["TICTACTOE_SEED": "9"]) == .success(9))
    }

    @Test(arguments: ["-1", "+1", " 1", "1 ", "1.5", "0x10", "abc", "18446744073709551616", "١٢", "1\n"])
    func anythingElseIsAUsageErrorThatQuotesTheValue(value: String) {
        #expect(RandomSeed.parse(value) == .failure(.notAnUnsignedInteger(value)))
        if case .failure(let error) = RandomSeed.parse(value) {
            #expect(error.message.hasPrefix("TICTACTOE_SEED must be an unsigned integer"))
        }
    }
}
