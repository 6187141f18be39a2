# The one bootstrap of the compiled tools, sourced (after Tools/Shell/prologue.bash) by
# Tools/check-architecture, Tools/affected, Tools/mockgen, Tools/docs and Tools/new-rib: compiles the
# kit, Tools/Kit (the module ToolKit), and each tool's folder (its main and its own code) with swiftc
# into .build-arch/check-architecture-tool, unless the binaries there are current. swiftc directly,
# not `swift build`: a broken or cyclic Package.swift, which the tools must report (and which new-rib
# edits), would stop SwiftPM from building them.
#
# In: what the prologue sets ($root, $tool_name, $swift). Out: $tool_dir, holding the executables, and
# the function run_tool (below). Exits 2 with a message when the tools cannot be compiled.

kit_dir="${root}/Tools/Kit"
tool_dir="${root}/.build-arch/check-architecture-tool"
locate_swiftc

# The same language mode and upcoming features as Package.swift gives every target, and its package
# name (the tools use the kit's `package` declarations). The kit is optimised (about three times
# faster at a thousand modules, for a compile of a minute or so, once per change of its sources), and
# so are the tools whose work grows with the package; new-rib, whose planning is little work, is not.
flags=(-swift-version 6 -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility -package-name RIBsTicTacToe)

# Each tool, its folder under Tools/ and how it is optimised. Tools/Kit/Testing holds the tests'
# fixtures, compiled only into the SwiftPM target.
tools=(check-architecture affected mockgen docs new-rib)
tool_folders=(CheckArchitecture AffectedTargets MockGenerator DocsBuilder NewRIB)
tool_optimisation=(-O -O -O -O -Onone)

for folder in Kit "${tool_folders[@]}"; do
    compgen -G "${root}/Tools/${folder}/*.swift" >/dev/null ||
        environment_error "the tools' sources are missing under Tools/Kit or a tool's folder"
done
kit_sources=("${kit_dir}"/*.swift)

# The stamps name the compiler by its resolved path, size and date (asking it for its version would
# cost half a second on every run): the kit's covers its sources, each tool's the kit's stamp and the
# tool's own sources, so that a change to one tool's folder compiles only that tool again.
kit_stamp="$({
    stat -L -c '%n %s %Y' "${swiftc}"
    echo "${flags[*]} -O / ${tool_optimisation[*]}"
    cat "${kit_sources[@]}"
} | cksum)"
tool_stamp() { # INDEX
    { echo "${kit_stamp}"; cat "${root}/Tools/${tool_folders[$1]}"/*.swift; } | cksum
}

# `compile_main INDEX FOLDER`: compiles tools[INDEX] against the kit in FOLDER into
# FOLDER/.<tool>.new (the caller moves it into place); the compiler's messages go to $log.
compile_main() {
    "${swiftc}" "${flags[@]}" "${tool_optimisation[$1]}" -module-name "${tools[$1]//-/_}" -I "$2" -L "$2" -lToolKit \
        -o "$2/.${tools[$1]}.new" "${root}/Tools/${tool_folders[$1]}"/*.swift >>"${log}" 2>&1
}

# Stops with the compiler's messages.
compile_failed() {
    cat "${log}" >&2
    environment_error "the tools themselves do not compile (see above)"
}

# Whatever is compiled goes next to the cache first and is then moved into place, so that two runs at
# once never see half a tool.
if [[ ! -f "${tool_dir}/libToolKit.a" || "$(cat "${tool_dir}/kit.stamp" 2>/dev/null)" != "${kit_stamp}" ]]; then
    echo "note: compiling the tools into ${tool_dir#"${root}/"}" >&2
    mkdir -p "$(dirname "${tool_dir}")"
    work="$(mktemp -d "${tool_dir}.XXXXXX")"
    trap 'rm -rf "${work}"' EXIT
    log="${work}/compile.log"
    "${swiftc}" "${flags[@]}" -O -parse-as-library -module-name ToolKit \
        -emit-module -emit-module-path "${work}/ToolKit.swiftmodule" \
        -emit-library -static -o "${work}/libToolKit.a" "${kit_sources[@]}" >"${log}" 2>&1 ||
        compile_failed
    for index in "${!tools[@]}"; do
        compile_main "${index}" "${work}" || compile_failed
        mv "${work}/.${tools[index]}.new" "${work}/${tools[index]}"
        tool_stamp "${index}" >"${work}/${tools[index]}.stamp"
    done
    echo "${kit_stamp}" >"${work}/kit.stamp"
    rm -rf "${tool_dir}"
    # If another run moved its own build into place meanwhile, use that one.
    mv -T "${work}" "${tool_dir}" 2>/dev/null || rm -rf "${work}"
    trap - EXIT
else
    for index in "${!tools[@]}"; do
        stamp="$(tool_stamp "${index}")"
        tool="${tool_dir}/${tools[index]}"
        [[ -x "${tool}" && "$(cat "${tool}.stamp" 2>/dev/null)" == "${stamp}" ]] && continue
        echo "note: compiling ${tools[index]} into ${tool_dir#"${root}/"}" >&2
        log="$(mktemp "${tool_dir}/compile.XXXXXX")"
        compile_main "${index}" "${tool_dir}" || compile_failed
        rm -f "${log}"
        mv -f "${tool_dir}/.${tools[index]}.new" "${tool}"
        echo "${stamp}" >"${tool}.stamp.new"
        mv -f "${tool}.stamp.new" "${tool}.stamp"
    done
fi

# `run_tool NAME ARGUMENTS...`: runs the compiled tool NAME on the repository this script lives in,
# unless the arguments name another package with --package-path.
run_tool() {
    local name="$1" argument
    shift
    for argument in "$@"; do
        if [[ "${argument}" == "--package-path" || "${argument}" == --package-path=* ]]; then
            exec "${tool_dir}/${name}" "$@"
        fi
    done
    exec "${tool_dir}/${name}" "$@" --package-path "${root}"
}
