# The prologue every shell script in Tools/ and .ci/ sources first, so that they all start, read
# their usage and end alike:
#
#   # shellcheck source=Shell/prologue.bash
#   source "$(dirname "${BASH_SOURCE[0]}")/Shell/prologue.bash"
#
# It sets strict mode (`set -euo pipefail`: an unchecked failing command, an unset variable or a
# failing stage of a pipe stops the script), `root` (the repository), `tool_name` (the script's file
# name, for messages) and `swift`, the toolchain's driver: `$SWIFT`, the one toolchain variable of
# every script and compiled tool here (default: `swift` from PATH); `swiftc` sits next to it.
#
# Exit status, the same for every script: 0 done, 1 findings or a failure (a test, a check, a
# build), 2 an internal or environment error (a missing tool, an unreadable file), 64 a malformed
# command line. The functions below print the message and exit with the matching status.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tool_name="$(basename "${BASH_SOURCE[1]:-$0}")"
swift="${SWIFT:-swift}"

# `usage`: prints the calling script's header comment (every `#` line after the shebang up to the
# first other line), which is its usage, for --help; exits 0.
usage() {
    sed -n '2,${/^# shellcheck/q;/^#/!q;s/^# \{0,1\}//;p}' "${BASH_SOURCE[-1]}"
    exit 0
}

# `usage_error MESSAGE`: a malformed command line; exits 64.
usage_error() {
    echo "${tool_name}: error: $* (see --help)" >&2
    exit 64
}

# `environment_error MESSAGE`: the script cannot run here (a missing tool or file); exits 2.
environment_error() {
    echo "${tool_name}: error: $*" >&2
    exit 2
}

# `needs_value OPTION ARGUMENT_COUNT`: exits 64 unless OPTION is followed by a value (call it with
# `$#` before shifting past the option).
needs_value() {
    (($2 >= 2)) || usage_error "$1 needs a value"
}

# The path of the toolchain's `swiftc`, next to `$swift`; exits 2 when there is no toolchain.
locate_swiftc() {
    local swift_path
    swift_path="$(command -v "${swift}" 2>/dev/null)" ||
        environment_error "cannot find \`${swift}\`; install a Swift 6 toolchain or set SWIFT"
    swiftc="$(dirname "${swift_path}")/swiftc"
}

# `median NUMBER...`: the median of the numbers (the benchmarks' summaries).
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
