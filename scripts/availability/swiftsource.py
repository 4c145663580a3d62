"""Just enough of Swift's lexical structure for the availability audit.

A tokenizer that knows comments (nested), string literals (single-line, multi-line, raw, with
interpolations, whose code is tokenized like any other code), and `#if` directive lines; on top
of it:
  * `#if` regions, with a three-valued evaluation of their conditions per platform;
  * the ranges an `if/while #available(...)` body or the rest of a scope after
    `guard #available(...) else {...}` covers (and the else branches `#unavailable` covers);
  * the extent of every declaration that carries `@available(...)`.
Positions are (line, UTF-8 column), both 1-based, as the index store reports them.
Known limits: regex literals (`/.../`, `#/.../#`) are lexed as operators; `#if` inside an
expression (postfix `#if`) is treated like any other `#if`.
"""
import re

APPLE_PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst")
PLATFORM_SPELLINGS = {
    "macOS": "macOS", "OSX": "macOS", "macos": "macOS", "osx": "macOS",
    "iOS": "iOS", "ios": "iOS", "tvOS": "tvOS", "tvos": "tvOS", "watchOS": "watchOS", "watchos": "watchOS",
    "visionOS": "visionOS", "visionos": "visionOS", "xrOS": "visionOS",
    "macCatalyst": "macCatalyst", "maccatalyst": "macCatalyst",
}

DECL_KEYWORDS = {"func", "init", "deinit", "subscript", "var", "let", "class", "struct", "enum",
                 "protocol", "extension", "actor", "typealias", "case", "associatedtype", "macro",
                 "operator", "precedencegroup", "import"}
MODIFIERS = {"public", "private", "fileprivate", "internal", "open", "package", "static", "final",
             "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "required",
             "convenience", "dynamic", "optional", "indirect", "nonisolated", "isolated",
             "prefix", "postfix", "infix", "consuming", "borrowing", "distributed", "class"}


class Token:
    __slots__ = ("kind", "text", "pos", "nl", "index")

    def __init__(self, kind, text, pos, nl):
        self.kind = kind      # 'id', 'punct', 'num', 'str', 'directive'
        self.text = text
        self.pos = pos        # (line, utf8 column)
        self.nl = nl          # a newline (or the file start) precedes it
        self.index = 0

    def __repr__(self):
        return "%s%r@%d:%d" % (self.kind, self.text, self.pos[0], self.pos[1])


_IDENT = re.compile(r"[A-Za-z_\u00c0-\uffff][A-Za-z_0-9\u00c0-\uffff]*|`[^`\n]+`|\$[A-Za-z_0-9]+")
_NUMBER = re.compile(r"[0-9][0-9_a-zA-Z.]*")
_OPERATOR = re.compile(r"[-+*/%=<>!&|^~?.]+")


class SourceFile:
    def __init__(self, text):
        self.text = text
        self.lines = text.split("\n")
        self.line_starts = [0]
        for line in self.lines[:-1]:
            self.line_starts.append(self.line_starts[-1] + len(line) + 1)
        self.tokens = []
        self.directives = []   # (kind, condition text, pos)
        self._tokenize()
        for i, token in enumerate(self.tokens):
            token.index = i
        self._match_brackets()

    # -- positions ---------------------------------------------------------------------------
    def position(self, offset):
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        prefix = self.text[self.line_starts[lo]:offset]
        column = len(prefix) + 1 if prefix.isascii() else len(prefix.encode("utf-8")) + 1
        return (lo + 1, column)

    # -- lexing ------------------------------------------------------------------------------
    def _tokenize(self):
        text = self.text
        n = len(text)
        i = 0
        newline = True
        # Stack of contexts: ('code', paren depth inside an interpolation) or None at top level.
        interpolation_stack = []   # for each open interpolation: (string terminator, raw hashes, paren depth)
        tokens = self.tokens

        def add(kind, value, start):
            nonlocal newline
            tokens.append(Token(kind, value, self.position(start), newline))
            newline = False

        def lex_string(i, hashes, multiline):
            """Lexes string content from i (after the opening quote(s)); returns (index after
            the literal, None) or (index after an interpolation's '(', (hashes, multiline))."""
            close = ('"""' if multiline else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            while i < n:
                if text.startswith(close, i):
                    return i + len(close), None
                if text.startswith(escape, i):
                    j = i + len(escape)
                    if j < n and text[j] == "(":
                        return j + 1, (hashes, multiline)
                    i = j + 1
                    continue
                if text[i] == "\n" and not multiline:
                    return i, None   # unterminated; stop at the line end
                i += 1
            return i, None

        paren_depth = 0
        while i < n:
            c = text[i]
            if c == "\n":
                newline = True
                i += 1
                continue
            if c in " \t\r\f":
                i += 1
                continue
            if text.startswith("//", i):
                j = text.find("\n", i)
                i = n if j < 0 else j
                continue
            if text.startswith("/*", i):
                depth = 0
                while i < n:
                    if text.startswith("/*", i):
                        depth += 1
                        i += 2
                    elif text.startswith("*/", i):
                        depth -= 1
                        i += 2
                        if depth == 0:
                            break
                    else:
                        if text[i] == "\n":
                            newline = True
                        i += 1
                continue
            # Directives: '#if', '#elseif', '#else', '#endif' at the start of a line.
            if c == "#" and newline:
                m = re.match(r"#(if|elseif|else|endif)\b", text[i:i + 8])
                if m:
                    j = text.find("\n", i)
                    j = n if j < 0 else j
                    line = text[i:j]
                    # Strip a trailing comment.
                    line = re.sub(r"//.*$", "", line)
                    kind = m.group(1)
                    condition = line[len(m.group(0)):].strip()
                    self.directives.append((kind, condition, self.position(i)))
                    add("directive", kind, i)
                    newline = True
                    i = j
                    continue
            # String literals, raw or not.
            m = re.match(r'(#*)("""|")', text[i:i + 40]) if c in '#"' else None
            if m:
                hashes = len(m.group(1))
                multiline = m.group(2) == '"""'
                start = i
                i += len(m.group(0))
                i, interp = lex_string(i, hashes, multiline)
                add("str", '""', start)
                if interp:
                    interpolation_stack.append((interp, paren_depth))
                    paren_depth = 0
                    add("punct", "(", i - 1)
                continue
            if c == ")" and interpolation_stack and paren_depth == 0:
                (hashes, multiline), outer_depth = interpolation_stack.pop()
                add("punct", ")", i)
                paren_depth = outer_depth
                i, interp = lex_string(i + 1, hashes, multiline)
                if interp:
                    interpolation_stack.append((interp, paren_depth))
                    paren_depth = 0
                    add("punct", "(", i - 1)
                continue
            if c in "([{":
                if c == "(":
                    paren_depth += 1
                add("punct", c, i)
                i += 1
                continue
            if c in ")]}":
                if c == ")":
                    paren_depth -= 1
                add("punct", c, i)
                i += 1
                continue
            if c in ",;:@\\":
                add("punct", c, i)
                i += 1
                continue
            if c == "#":
                m = re.match(r"#[A-Za-z_][A-Za-z_0-9]*", text[i:i + 64])
                if m:
                    add("id", m.group(0), i)
                    i += len(m.group(0))
                    continue
                add("punct", "#", i)
                i += 1
                continue
            if c == "'":
                add("punct", c, i)
                i += 1
                continue
            m = _IDENT.match(text, i)
            if m:
                add("id", m.group(0), i)
                i = m.end()
                continue
            m = _NUMBER.match(text, i)
            if m:
                add("num", m.group(0), i)
                i = m.end()
                continue
            m = _OPERATOR.match(text, i)
            if m:
                op = m.group(0)
                # '.' alone is member access; keep it separate from '..<' etc.
                add("punct", op, i)
                i = m.end()
                continue
            add("punct", c, i)
            i += 1

    def _match_brackets(self):
        """self.match[i] = index of the matching bracket for '(' '[' '{' and their closers.
        `#if` branches are balanced on their own in valid Swift; tokens are matched in order."""
        self.match = {}
        stack = []
        pairs = {")": "(", "]": "[", "}": "{"}
        for token in self.tokens:
            if token.kind != "punct":
                continue
            if token.text in "([{":
                stack.append(token.index)
            elif token.text in pairs:
                # Unwind to the nearest opener of the right kind (tolerates stray tokens).
                for k in range(len(stack) - 1, -1, -1):
                    if self.tokens[stack[k]].text == pairs[token.text]:
                        opener = stack[k]
                        del stack[k:]
                        self.match[opener] = token.index
                        self.match[token.index] = opener
                        break
        self.end_pos = (len(self.lines) + 1, 1)

    def end_of(self, index):
        """Position just past token `index` (for ranges that end at a closing brace)."""
        token = self.tokens[index]
        return (token.pos[0], token.pos[1] + len(token.text.encode("utf-8")))


# -- `#if` conditions ------------------------------------------------------------------------

def _and(a, b):
    if a is False or b is False:
        return False
    if a is True and b is True:
        return True
    return None


def _or(a, b):
    if a is True or b is True:
        return True
    if a is False and b is False:
        return False
    return None


def _not(a):
    return None if a is None else (not a)


class ConditionContext:
    """How `#if` conditions evaluate for one platform: True, False or None (cannot tell)."""

    def __init__(self, platform, can_import, flags, swift_version=(6, 3)):
        self.platform = platform            # an Apple platform name or 'Linux'
        self.can_import = can_import        # module name -> True/False/None
        self.flags = flags                  # -D flag -> True/False/None
        self.swift_version = swift_version

    def os(self, name):
        name = {"OSX": "macOS"}.get(name, name)
        if self.platform == "macCatalyst":
            return name == "iOS"
        return name == self.platform

    def target_environment(self, name):
        if name == "macCatalyst":
            return self.platform == "macCatalyst"
        if name == "simulator":
            return None if self.platform in ("iOS", "tvOS", "watchOS", "visionOS") else False
        return False


_COND_TOKEN = re.compile(r"\s*(&&|\|\||!|\(|\)|,|[A-Za-z_][A-Za-z_0-9]*|>=|<|[0-9][0-9.]*|[^\s])")


def evaluate_condition(text, context):
    tokens = _COND_TOKEN.findall(text)
    position = [0]

    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None

    def take():
        token = peek()
        position[0] += 1
        return token

    def parse_or():
        value = parse_and()
        while peek() == "||":
            take()
            value = _or(value, parse_and())
        return value

    def parse_and():
        value = parse_unary()
        while peek() == "&&":
            take()
            value = _and(value, parse_unary())
        return value

    def parse_unary():
        if peek() == "!":
            take()
            return _not(parse_unary())
        return parse_primary()

    def arguments():
        args = []
        depth = 0
        current = []
        while peek() is not None:
            token = take()
            if token == "(":
                depth += 1
                if depth == 1:
                    continue
            elif token == ")":
                depth -= 1
                if depth == 0:
                    break
            if token == "," and depth == 1:
                args.append(" ".join(current))
                current = []
            else:
                current.append(token)
        args.append(" ".join(current))
        return [a.strip() for a in args]

    def version_test(args, version):
        m = re.match(r"(>=|<)\s*([0-9.]+)", args[0] if args else "")
        if not m:
            return None
        wanted = tuple(int(x) for x in m.group(2).split(".") if x)
        have = version[:len(wanted)] if len(wanted) <= len(version) else version
        result = tuple(have) >= wanted
        return result if m.group(1) == ">=" else not result

    def parse_primary():
        token = take()
        if token == "(":
            value = parse_or()
            if peek() == ")":
                take()
            return value
        if token in ("true", "false"):
            return token == "true"
        if token is None:
            return None
        if peek() == "(":
            args = arguments()
            first = args[0] if args else ""
            if token == "os":
                return context.os(first)
            if token == "canImport":
                return context.can_import(first)
            if token == "targetEnvironment":
                return context.target_environment(first)
            if token in ("swift", "compiler"):
                return version_test(args, context.swift_version)
            if token == "arch":
                if context.platform == "Linux":
                    return None
                return None
            return None   # hasFeature, hasAttribute, _endian, _pointerBitWidth, ...
        return context.flags(token)

    try:
        return parse_or()
    except Exception:
        return None


def condition_segments(source):
    """[(start pos, end pos, [condition texts and negations])] for every `#if` branch, as a
    list of (kind, payload) terms that must all hold: ('cond', text) or ('not', text)."""
    segments = []
    stack = []   # frames: {'prior': [texts], 'terms_outer': [...], 'start': pos, 'terms': [...]}
    outer_terms = []
    for kind, condition, pos in source.directives:
        if kind == "if":
            frame = {"outer": outer_terms, "prior": [condition], "terms": outer_terms + [("cond", condition)], "start": pos}
            stack.append(frame)
            outer_terms = frame["terms"]
        elif kind in ("elseif", "else") and stack:
            frame = stack[-1]
            segments.append((frame["start"], pos, frame["terms"]))
            terms = frame["outer"] + [("not", c) for c in frame["prior"]]
            if kind == "elseif":
                terms = terms + [("cond", condition)]
                frame["prior"].append(condition)
            frame["terms"] = terms
            frame["start"] = pos
            outer_terms = terms
        elif kind == "endif" and stack:
            frame = stack.pop()
            segments.append((frame["start"], pos, frame["terms"]))
            outer_terms = frame["outer"]
    return segments


def segment_value(terms, context, cache):
    value = True
    for negate, text in terms:
        key = text
        if key not in cache:
            cache[key] = evaluate_condition(text, context)
        v = cache[key]
        value = _and(value, _not(v) if negate == "not" else v)
    return value


# -- availability specs ----------------------------------------------------------------------

INFINITE = (10 ** 6,)


def parse_version(text):
    parts = re.findall(r"[0-9]+", text)
    return (tuple(int(p) for p in parts[:3]) + (0, 0, 0))[:3] if parts else None


def parse_availability_arguments(arguments):
    """Platform -> version tuple (INFINITE for 'unavailable') from `@available`/`#available`
    arguments (a list of comma-separated argument strings). Returns (entries, star) where
    `star` says whether '*' appears (shorthand form)."""
    entries = {}
    args = [a.strip() for a in arguments]
    if not args:
        return entries
    first = args[0]
    words = first.split()
    # Long form: `@available(iOS, introduced: 15, ...)`, `@available(*, unavailable)`.
    if len(words) == 1 and (len(args) > 1 and any(":" in a or a in ("unavailable", "deprecated", "noasync") for a in args[1:])):
        platform = PLATFORM_SPELLINGS.get(words[0], "*" if words[0] == "*" else None)
        if platform is None:
            return entries
        for a in args[1:]:
            if a == "unavailable":
                targets = APPLE_PLATFORMS if platform == "*" else (platform,)
                for p in targets:
                    entries[p] = INFINITE
            m = re.match(r"introduced\s*:\s*([0-9.]+)", a)
            if m and platform != "*":
                entries[platform] = parse_version(m.group(1))
        return entries
    # Shorthand: `iOS 15, macOS 12.3, *`.
    for a in args:
        words = a.split()
        if len(words) >= 2 and words[0] in PLATFORM_SPELLINGS:
            version = parse_version(words[1])
            if version:
                entries[PLATFORM_SPELLINGS[words[0]]] = version
    return entries


def entry_for(entries, platform):
    if platform in entries:
        return entries[platform]
    if platform == "macCatalyst":
        return entries.get("iOS")
    return None


# -- structure: guards and @available extents ----------------------------------------------

class Coverage:
    """Ranges with availability entries; `version(pos, platform)` gives the highest version
    (INFINITE for unavailable contexts) guaranteed at a position, or None."""

    def __init__(self):
        self.ranges = []   # (start, end, entries, origin)

    def add(self, start, end, entries, origin):
        if entries and start < end:
            self.ranges.append((start, end, entries, origin))

    def version(self, pos, platform):
        best = None
        for start, end, entries, _origin in self.ranges:
            if start <= pos < end:
                v = entry_for(entries, platform)
                if v is not None and (best is None or v > best):
                    best = v
        return best


def _split_arguments(source, open_index):
    """The comma-separated argument texts of the bracket group starting at `open_index`."""
    close = source.match.get(open_index)
    if close is None:
        return [], open_index
    args, current, depth = [], [], 0
    for token in source.tokens[open_index + 1:close]:
        if token.text in "([{" and token.kind == "punct":
            depth += 1
        elif token.text in ")]}" and token.kind == "punct":
            depth -= 1
        if token.text == "," and depth == 0:
            args.append(" ".join(current))
            current = []
        else:
            current.append(token.text if token.kind != "str" else '""')
    args.append(" ".join(current))
    return args, close


def _enclosing_scope_end(source, index):
    """Index of the '}' closing the innermost brace scope around token `index` (or None)."""
    depth = 0
    for k in range(index - 1, -1, -1):
        token = source.tokens[k]
        if token.kind != "punct":
            continue
        if token.text == "}":
            depth += 1
        elif token.text == "{":
            if depth == 0:
                return source.match.get(k)
            depth -= 1
    return None


def _statement_end(source, index):
    """For an `else` branch starting at token `index` (the token after `else`): the index of
    its last token (the closing brace of a block, or of a whole `if ... else ...` chain)."""
    tokens = source.tokens
    if index >= len(tokens):
        return len(tokens) - 1
    if tokens[index].text == "{":
        return source.match.get(index, len(tokens) - 1)
    if tokens[index].text == "if":
        body = _find_body(source, index + 1)
        if body is None:
            return len(tokens) - 1
        end = source.match.get(body, len(tokens) - 1)
        if end + 1 < len(tokens) and tokens[end + 1].text == "else":
            return _statement_end(source, end + 2)
        return end
    return index


def _find_body(source, index):
    """First '{' at bracket depth 0 from `index` on (an if/while/guard body or else block)."""
    tokens = source.tokens
    k = index
    while k < len(tokens):
        token = tokens[k]
        if token.kind == "punct" and token.text in "([":
            k = source.match.get(k, k) + 1
            continue
        if token.kind == "punct" and token.text == "{":
            return k
        if token.kind == "punct" and token.text in ")]}":
            return None
        k += 1
    return None


def _statement_keyword(source, index):
    """The `if`/`guard`/`while` whose condition list holds the `#available` at `index`."""
    tokens = source.tokens
    k = index - 1
    while k >= 0:
        token = tokens[k]
        if token.kind == "punct" and token.text in ")]":
            k = source.match.get(k, k) - 1
            continue
        if token.kind == "punct" and token.text in "{};([":
            return None, None
        if token.kind == "id" and token.text in ("if", "guard", "while"):
            return token.text, k
        k -= 1
    return None, None


def availability_coverage(source):
    coverage = Coverage()
    tokens = source.tokens
    for token in tokens:
        i = token.index
        if token.kind == "id" and token.text in ("#available", "#unavailable") and i + 1 < len(tokens) and tokens[i + 1].text == "(":
            args, close = _split_arguments(source, i + 1)
            entries = parse_availability_arguments(args)
            keyword, _ = _statement_keyword(source, i)
            if keyword in ("if", "while"):
                body = _find_body(source, close + 1)
                if body is None:
                    continue
                body_end = source.match.get(body)
                if body_end is None:
                    continue
                if token.text == "#available":
                    # The conditions after it in the same list, and the body.
                    coverage.add(source.end_of(close), source.end_of(body_end), entries, "#available")
                elif body_end + 1 < len(tokens) and tokens[body_end + 1].text == "else":
                    last = _statement_end(source, body_end + 2)
                    coverage.add(tokens[body_end + 1].pos, source.end_of(last), entries, "#unavailable")
            elif keyword == "guard":
                # `guard ... else { ... }`: the rest of the enclosing scope is covered.
                k = close + 1
                while k < len(tokens) and not (tokens[k].kind == "id" and tokens[k].text == "else"):
                    if tokens[k].kind == "punct" and tokens[k].text in "([{":
                        k = source.match.get(k, k)
                    k += 1
                if k + 1 >= len(tokens) or tokens[k + 1].text != "{":
                    continue
                else_end = source.match.get(k + 1)
                if else_end is None:
                    continue
                if token.text == "#available":
                    coverage.add(source.end_of(close), tokens[k].pos, entries, "guard #available")
                    scope_end = _enclosing_scope_end(source, i)
                    end = source.end_of(scope_end) if scope_end is not None else source.end_pos
                    coverage.add(source.end_of(else_end), end, entries, "guard #available")
                else:
                    coverage.add(tokens[k + 1].pos, source.end_of(else_end), entries, "guard #unavailable")
        elif token.kind == "punct" and token.text == "@" and i + 2 < len(tokens) and tokens[i + 1].text == "available" and tokens[i + 2].text == "(":
            args, close = _split_arguments(source, i + 2)
            entries = parse_availability_arguments(args)
            if not entries:
                continue
            last = declaration_end(source, close + 1)
            coverage.add(token.pos, source.end_of(last), entries, "@available")
    return coverage


def declaration_end(source, index):
    """Index of the last token of the declaration whose attributes/modifiers start at `index`."""
    tokens = source.tokens
    seen_keyword = False
    last = index - 1
    k = index
    while k < len(tokens):
        token = tokens[k]
        text = token.text
        if token.kind == "directive":
            if seen_keyword:
                return last
            k += 1
            continue
        if token.kind == "punct" and text == ";":
            return last
        if token.kind == "punct" and text in ")]}":
            return last   # the enclosing scope closes
        if seen_keyword and token.nl and (
                (token.kind == "punct" and text == "@")
                or (token.kind == "id" and (text in DECL_KEYWORDS or text in MODIFIERS))):
            return last
        if token.kind == "punct" and text in "([{":
            k = source.match.get(k, len(tokens) - 1)
            last = k
            k += 1
            # After a declaration's body, a new line starts the next statement or declaration
            # unless it continues an expression (`.member`, an operator).
            if text == "{" and seen_keyword and k < len(tokens) and tokens[k].nl and not (
                    tokens[k].kind == "punct" and tokens[k].text not in "([{@#" and tokens[k].text[0] in ".+-*/%=<>!&|^~?"):
                return last
            continue
        if token.kind == "punct" and text == "@":
            # Another attribute: `@Name` or `@Name(...)`.
            if k + 1 < len(tokens):
                k += 1
                last = k
                if k + 1 < len(tokens) and tokens[k + 1].text == "(" and not tokens[k + 1].nl:
                    k = source.match.get(k + 1, k + 1)
                    last = k
            k += 1
            continue
        if token.kind == "id" and text in DECL_KEYWORDS and not seen_keyword:
            if text == "class" and k + 1 < len(tokens) and (tokens[k + 1].text in DECL_KEYWORDS or tokens[k + 1].text in MODIFIERS):
                pass
            else:
                seen_keyword = True
        last = k
        k += 1
    return last
