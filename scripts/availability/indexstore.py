"""A minimal reader for a Swift/Clang index store through libIndexStore's C API (ctypes).

Only what the availability audit needs: every unit's main file and module, the records it
depends on, and each record's occurrences (USR, roles, line, column).
"""
import ctypes
import os

ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8

UNIT_DEPENDENCY_UNIT = 1
UNIT_DEPENDENCY_RECORD = 2
UNIT_DEPENDENCY_FILE = 3


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self):
        if not self.data or not self.length:
            return ""
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace")


_VP = ctypes.c_void_p
_UNITS_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, StringRef)
_PTR_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _VP)


def default_library():
    for candidate in (os.environ.get("INDEXSTORE_LIB"),):
        if candidate and os.path.exists(candidate):
            return candidate
    swiftc = None
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        path = os.path.join(directory, "swiftc")
        if os.path.exists(path):
            swiftc = os.path.realpath(path)
            break
    if swiftc:
        lib = os.path.join(os.path.dirname(os.path.dirname(swiftc)), "lib", "libIndexStore.so")
        if os.path.exists(lib):
            return lib
    return "/opt/swift/usr/lib/libIndexStore.so"


class IndexStore:
    def __init__(self, path, library=None):
        lib = ctypes.CDLL(library or default_library())
        self.lib = lib
        lib.indexstore_store_create.restype = _VP
        lib.indexstore_store_create.argtypes = [ctypes.c_char_p, ctypes.POINTER(_VP)]
        lib.indexstore_error_get_description.restype = ctypes.c_char_p
        lib.indexstore_error_get_description.argtypes = [_VP]
        lib.indexstore_store_units_apply_f.restype = ctypes.c_bool
        lib.indexstore_store_units_apply_f.argtypes = [_VP, ctypes.c_uint, _VP, _UNITS_APPLIER]
        lib.indexstore_unit_reader_create.restype = _VP
        lib.indexstore_unit_reader_create.argtypes = [_VP, ctypes.c_char_p, ctypes.POINTER(_VP)]
        lib.indexstore_unit_reader_dispose.argtypes = [_VP]
        for name in ("main_file", "module_name", "target", "working_dir"):
            fn = getattr(lib, "indexstore_unit_reader_get_" + name)
            fn.restype = StringRef
            fn.argtypes = [_VP]
        lib.indexstore_unit_reader_is_system_unit.restype = ctypes.c_bool
        lib.indexstore_unit_reader_is_system_unit.argtypes = [_VP]
        lib.indexstore_unit_reader_has_main_file.restype = ctypes.c_bool
        lib.indexstore_unit_reader_has_main_file.argtypes = [_VP]
        lib.indexstore_unit_reader_dependencies_apply_f.restype = ctypes.c_bool
        lib.indexstore_unit_reader_dependencies_apply_f.argtypes = [_VP, _VP, _PTR_APPLIER]
        lib.indexstore_unit_dependency_get_kind.restype = ctypes.c_int
        lib.indexstore_unit_dependency_get_kind.argtypes = [_VP]
        lib.indexstore_unit_dependency_is_system.restype = ctypes.c_bool
        lib.indexstore_unit_dependency_is_system.argtypes = [_VP]
        for name in ("filepath", "name", "modulename"):
            fn = getattr(lib, "indexstore_unit_dependency_get_" + name)
            fn.restype = StringRef
            fn.argtypes = [_VP]
        lib.indexstore_record_reader_create.restype = _VP
        lib.indexstore_record_reader_create.argtypes = [_VP, ctypes.c_char_p, ctypes.POINTER(_VP)]
        lib.indexstore_record_reader_dispose.argtypes = [_VP]
        lib.indexstore_record_reader_occurrences_apply_f.restype = ctypes.c_bool
        lib.indexstore_record_reader_occurrences_apply_f.argtypes = [_VP, _VP, _PTR_APPLIER]
        lib.indexstore_occurrence_get_symbol.restype = _VP
        lib.indexstore_occurrence_get_symbol.argtypes = [_VP]
        lib.indexstore_occurrence_get_roles.restype = ctypes.c_uint64
        lib.indexstore_occurrence_get_roles.argtypes = [_VP]
        lib.indexstore_occurrence_get_line_col.restype = None
        lib.indexstore_occurrence_get_line_col.argtypes = [_VP, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
        lib.indexstore_symbol_get_usr.restype = StringRef
        lib.indexstore_symbol_get_usr.argtypes = [_VP]
        lib.indexstore_symbol_get_name.restype = StringRef
        lib.indexstore_symbol_get_name.argtypes = [_VP]
        lib.indexstore_symbol_get_kind.restype = ctypes.c_int
        lib.indexstore_symbol_get_kind.argtypes = [_VP]

        error = _VP()
        self.store = lib.indexstore_store_create(os.fsencode(path), ctypes.byref(error))
        if not self.store:
            message = lib.indexstore_error_get_description(error) if error else b"unknown error"
            raise RuntimeError("cannot open index store %s: %s" % (path, message.decode()))

    def unit_names(self):
        names = []

        def applier(_context, name):
            names.append(name.text())
            return True

        callback = _UNITS_APPLIER(applier)
        self.lib.indexstore_store_units_apply_f(self.store, 0, None, callback)
        return names

    def unit(self, name):
        """(main file, module name, is system, [(record name, source path)]) or None."""
        lib = self.lib
        error = _VP()
        reader = lib.indexstore_unit_reader_create(self.store, name.encode(), ctypes.byref(error))
        if not reader:
            return None
        try:
            main = lib.indexstore_unit_reader_get_main_file(reader).text() if lib.indexstore_unit_reader_has_main_file(reader) else ""
            module = lib.indexstore_unit_reader_get_module_name(reader).text()
            system = lib.indexstore_unit_reader_is_system_unit(reader)
            records = []

            def applier(_context, dependency):
                if lib.indexstore_unit_dependency_get_kind(dependency) == UNIT_DEPENDENCY_RECORD:
                    records.append((lib.indexstore_unit_dependency_get_name(dependency).text(),
                                    lib.indexstore_unit_dependency_get_filepath(dependency).text()))
                return True

            callback = _PTR_APPLIER(applier)
            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, callback)
            return main, module, system, records
        finally:
            lib.indexstore_unit_reader_dispose(reader)

    def occurrences(self, record_name):
        """[(usr, name, roles, line, column)] for one record."""
        lib = self.lib
        error = _VP()
        reader = lib.indexstore_record_reader_create(self.store, record_name.encode(), ctypes.byref(error))
        if not reader:
            return []
        result = []
        symbols = {}
        line = ctypes.c_uint()
        column = ctypes.c_uint()
        get_symbol = lib.indexstore_occurrence_get_symbol
        get_roles = lib.indexstore_occurrence_get_roles
        get_line_col = lib.indexstore_occurrence_get_line_col
        line_ref, column_ref = ctypes.byref(line), ctypes.byref(column)

        def applier(_context, occurrence):
            symbol = get_symbol(occurrence)
            known = symbols.get(symbol)
            if known is None:
                known = (lib.indexstore_symbol_get_usr(symbol).text(), lib.indexstore_symbol_get_name(symbol).text())
                symbols[symbol] = known
            get_line_col(occurrence, line_ref, column_ref)
            result.append((known[0], known[1], get_roles(occurrence), line.value, column.value))
            return True

        callback = _PTR_APPLIER(applier)
        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, callback)
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return result
