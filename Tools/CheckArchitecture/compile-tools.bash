# The one bootstrap of the compiled tools, sourced (after Tools/Shell/prologue.bash) by
# Tools/check-architecture, Tools/affected, Tools/mockgen, Tools/docs and Tools/new-rib: compiles
# ArchitectureCheckKit and every command-line main with swiftc into .build-arch/check-architecture-tool,
# unless the binaries there are current. swiftc directly, not `swift build`: a broken or cyclic
# Package.swift, which the tools must report (and which new-rib edits), would stop SwiftPM from
# building them.
#
# The mains: Tools/CheckArchitecture/<tool>/*.swift for check-architecture, affected and mockgen, and
# Tools/NewRIB/*.swift for new-rib; each links the kit, so they share its readers of modules.txt,
# Package.swift, CODEOWNERS and the command line.
#
# In: what the prologue sets ($root, $tool_name, $swift). Out: $tool_dir, holding the executables, and
# `run_tool NAME ARGUMENTS...`, which runs one of them on this repository unless the arguments name
# another with --package-path. Exits 2 with a message when the tools cannot be compiled.

kit_dir="${root}/Tools/CheckArchitecture/ArchitectureCheckKit"
tool_dir="${root}/.build-arch/check-architecture-tool"
locate_swiftc

# The same language mode and upcoming features as Package.swift gives every target, and its package
# name (the mains use the kit's `package` declarations); optimised (about three times faster at a
# thousand modules, for a compile of a minute or two, once per change of the tools' sources).
flags=(-swift-version 6 -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility -package-name RIBsTicTacToe -O)

# Each tool and the folder of its main.
tools=(check-architecture affected mockgen new-rib)
main_dirs=("${root}/Tools/CheckArchitecture/check-architecture" "${root}/Tools/CheckArchitecture/affected"
    "${root}/Tools/CheckArchitecture/mockgen" "${root}/Tools/NewRIB")

shopt -s nullglob
kit_sources=("${kit_dir}"/*.swift)
all_sources=("${kit_sources[@]}")
for main_dir in "${main_dirs[@]}"; do
    main_sources=("${main_dir}"/*.swift)
    ((${#main_sources[@]})) || kit_sources=()
    all_sources+=("${main_sources[@]}")
done
shopt -u nullglob
((${#kit_sources[@]})) || environment_error "the tools' sources are missing under Tools/CheckArchitecture or Tools/NewRIB"

# The stamp names the compiler by its resolved path, size and date (asking it for its version would
# cost half a second on every run) and covers every source.
stamp="$({
    stat -L -c '%n %s %Y' "${swiftc}"
    echo "${flags[*]}"
    cat "${all_sources[@]}"
} | cksum)"
current=true
for tool in "${tools[@]}"; do [[ -x "${tool_dir}/${tool}" ]] || current=false; done
if ! ${current} || [[ "$(cat "${tool_dir}/stamp" 2>/dev/null)" != "${stamp}" ]]; then
    echo "note: compiling the tools into ${tool_dir#"${root}/"}" >&2
    # Compiled next to the cache and moved into place, so two runs at once never see half a tool.
    mkdir -p "$(dirname "${tool_dir}")"
    work="$(mktemp -d "${tool_dir}.XXXXXX")"
    trap 'rm -rf "${work}"' EXIT
    log="${work}/compile.log"
    compiled=true
    "${swiftc}" "${flags[@]}" -parse-as-library -module-name ArchitectureCheckKit \
        -emit-module -emit-module-path "${work}/ArchitectureCheckKit.swiftmodule" \
        -emit-library -static -o "${work}/libArchitectureCheckKit.a" "${kit_sources[@]}" >"${log}" 2>&1 || compiled=false
    for index in "${!tools[@]}"; do
        ${compiled} || break
        "${swiftc}" "${flags[@]}" -module-name "${tools[index]//-/_}" -I "${work}" -L "${work}" \
            -lArchitectureCheckKit -o "${work}/${tools[index]}" "${main_dirs[index]}"/*.swift >>"${log}" 2>&1 ||
            compiled=false
    done
    if ! ${compiled}; then
        cat "${log}" >&2
        environment_error "the tools themselves do not compile (see above)"
    fi
    echo "${stamp}" >"${work}/stamp"
    rm -rf "${tool_dir}"
    # If another run moved its own build into place meanwhile, use that one.
    mv -T "${work}" "${tool_dir}" 2>/dev/null || rm -rf "${work}"
    trap - EXIT
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
