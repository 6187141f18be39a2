# The one way the scripts get their compiled tool, sourced (after Tools/Shell/prologue.bash) by each
# script Tools/<name> named after an executable of the Tools package: when the tools' sources changed
# since the last build, builds the Tools package (`swift build --package-path Tools -c release
# --scratch-path .build-tools`) and copies its executables into .build-arch/tools; otherwise it starts
# the tool from there at once, without asking SwiftPM. A scratch path of its own, not Tools/.build:
# `swift test --package-path Tools` holds that one's lock while the tools' tests run these scripts.
# The Tools package is not the product's: a broken or cyclic Package.swift at the root, which the
# tools must report (and which new-rib edits), cannot stop them from building.
#
# RIBS_TOOLS_BIN, when set, names a folder of the tools' executables already built from these sources
# (.ci/run builds the package once, debug with its tests, and every script and test runs that build's).
# In: what the prologue sets ($root, $tool_name, $swift). Out: $tool_dir, holding the executables, and
# the function run_tool (below). Exits 2 with SwiftPM's messages when the tools do not build.

tool_dir="${RIBS_TOOLS_BIN:-${root}/.build-arch/tools}"
tools_package="${root}/Tools"
tools_build=(--package-path "${tools_package}" -c release --scratch-path "${root}/.build-tools")
compgen -G "${tools_package}/Sources/ToolKit/*.swift" >/dev/null ||
    environment_error "the tools' sources are missing under Tools/Sources"

# The stamp names the compiler by its resolved path, size and date (asking it for its version would
# cost half a second on every run) and covers the manifest and every Swift source of the package:
# reading them is a few milliseconds, so an unchanged tool starts at once.
locate_swiftc
tools_stamp="$({
    stat -L -c '%n %s %Y' "${swiftc}"
    find "${tools_package}/Sources" -name '*.swift' -not -path '*/Templates/*' | LC_ALL=C sort |
        xargs cat "${tools_package}/Package.swift"
} | cksum)"

if [[ -z "${RIBS_TOOLS_BIN:-}" && "$(cat "${tool_dir}/stamp" 2>/dev/null)" != "${tools_stamp}" ]]; then
    echo "note: building the tools (swift build --package-path Tools -c release into .build-tools) ..." >&2
    mkdir -p "${tool_dir}"
    if ! log="$("${swift}" build "${tools_build[@]}" 2>&1)"; then
        echo "${log}" >&2
        environment_error "the tools do not build (see above)"
    fi
    products="$("${swift}" build "${tools_build[@]}" --show-bin-path)"
    # The executable of each script named after one (Tools/Package.swift lists the commands once),
    # next to the others first, then moved into place, so that a run starting meanwhile never sees
    # half a tool.
    for script in "${root}"/Tools/*; do
        executable="$(basename "${script}")"
        [[ -f "${script}" && -f "${products}/${executable}" && -x "${products}/${executable}" ]] || continue
        cp "${products}/${executable}" "${tool_dir}/.${executable}.new"
        mv -f "${tool_dir}/.${executable}.new" "${tool_dir}/${executable}"
    done
    echo "${tools_stamp}" >"${tool_dir}/.stamp.new"
    mv -f "${tool_dir}/.stamp.new" "${tool_dir}/stamp"
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
