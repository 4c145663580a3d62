import ThemifyModel

/// `index.html`: every picture at a glance (layouts' screens down, themes across), a click to
/// see one at full size, the theme's values for a view on hover, and a "before → after" mode
/// that sets two columns side by side and outlines the views they draw differently.
///
/// One self-contained file: styles, script, pictures and fonts inline, no network, no server;
/// it opens from the file system. `#view=p3` opens picture p3 large, `#compare=A,B` the
/// comparison of columns A and B (for links, and for the tests' screenshots).
package enum ContactSheet {
    /// Where the large view draws a picture, in CSS pixels from the page's top-left: a picture's
    /// point (x, y) is at (x + origin.x, y + origin.y) at scale 1.
    package static let viewerOrigin = (x: 24.0, y: 56.0)
    /// `#view=p3+p8` shows several pictures side by side, this far apart.
    package static let viewerGap = 24.0

    package static func html(
        _ result: PreviewBuilder.Result, title: String = "themify preview", compare: (before: String, after: String)? = nil
    ) -> String {
        let e = SVGMarkup.escape
        // Screens in first-seen order, keyed by layout and scene.
        var screens: [(key: String, layout: String, name: String)] = []
        var cells: [String: PreviewPicture] = [:]
        var indices: [String: Int] = [:]
        for (index, picture) in result.pictures.enumerated() {
            let key = picture.screen.layoutPath + "\u{0}" + picture.screen.objectID + "\u{0}" + picture.screen.name
            if !screens.contains(where: { $0.key == key }) { screens.append((key, picture.screen.layoutPath, picture.screen.name)) }
            cells[key + "\u{0}" + picture.column.id] = picture
            indices[key + "\u{0}" + picture.column.id] = index
        }
        let columns = result.columns
        // Without --compare, the first two themes in the same appearance, not one theme's light and dark.
        let alike = columns.filter { $0.appearance == columns.first?.appearance }
        let pair =
            compare
            ?? (alike.count >= 2
                ? (alike[0].id, alike[1].id) : (columns.first?.id ?? "", columns.count >= 2 ? columns[1].id : columns.first?.id ?? ""))
        let fonts =
            BundledFont.faces.isEmpty
            ? "the browser's sans-serif font (the bundled Inter was not found)"
            : "Inter (bundled with themify, SIL Open Font License)"
        var substituted: [String] = []
        for picture in result.pictures {
            for font in picture.screen.substitutedFonts where !substituted.contains(font) { substituted.append(font) }
        }

        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="generator" content="themify preview">
            <title>\(e(title))</title>
            <style>
            \(BundledFont.fontFaceRules)\(style)
            </style>
            </head>
            <body>
            <header>
            <h1>\(e(title))</h1>
            <nav>
            <button type="button" id="mode-grid">Contact sheet</button>
            <button type="button" id="mode-compare">Before → after</button>
            <label>before <select id="before">\(options(columns, selected: pair.0))</select></label>
            <label>after <select id="after">\(options(columns, selected: pair.1))</select></label>
            </nav>
            <p class="legend">\(result.pictures.count) picture(s) of \(screens.count) screen(s) in \(columns.count) column(s). Text is drawn in \(e(fonts)) at the size and weight the layout or theme gives\(substituted.isEmpty ? "" : "; fonts it stands in for: " + e(substituted.joined(separator: ", "))). Hover a view for the theme's values; click a picture to see it large. <span class="warning">Red dashed outlines</span> mark lint's contrast findings.</p>
            </header>
            <section id="grid">
            <table class="sheet">
            <thead><tr><th>Layout · screen</th>
            """
        for column in columns { html += "<th>\(e(column.label))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for (row, screen) in screens.enumerated() {
            html +=
                "<tr data-screen=\"s\(row)\" data-title=\"\(e("\(PathNames.lastComponent(of: screen.layout)) · \(screen.name)"))\"><th><span class=\"layout\">\(e(PathNames.lastComponent(of: screen.layout)))</span><br>\(e(screen.name))</th>"
            for column in columns {
                guard let picture = cells[screen.key + "\u{0}" + column.id], let index = indices[screen.key + "\u{0}" + column.id] else {
                    html += "<td></td>"
                    continue
                }
                html +=
                    "<td><figure class=\"thumb\" id=\"p\(index)\" data-screen=\"s\(row)\" data-column=\"\(e(column.id))\" data-title=\"\(e("\(PathNames.lastComponent(of: screen.layout)) · \(screen.name) · \(column.label)"))\">\n"
                html += picture.svg
                html += "<figcaption><a href=\"\(e(picture.fileStem)).svg\">SVG</a> · <a href=\"\(e(picture.fileStem)).png\">PNG</a>"
                if !picture.screen.findings.isEmpty { html += " · <span class=\"warning\">⚠ \(picture.screen.findings.count)</span>" }
                html += "</figcaption></figure></td>"
            }
            html += "</tr>\n"
        }
        html += """
            </tbody>
            </table>
            </section>
            <section id="compare" hidden></section>
            <div id="viewer"><div class="bar"><button type="button" id="close">Close</button> <span id="viewer-title"></span></div><div class="stage"></div></div>
            <div id="hover"></div>
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
        return html
    }

    private static func options(_ columns: [PreviewColumn], selected: String) -> String {
        columns.map {
            "<option value=\"\(SVGMarkup.escape($0.id))\"\($0.id == selected ? " selected" : "")>\(SVGMarkup.escape($0.label))</option>"
        }.joined()
    }

    private static let style = """
        body { font-family: 'Inter', sans-serif; margin: 16px; color: #1C1C1E; background: #FFFFFF; font-size: 13px; }
        h1 { font-size: 18px; margin: 0 0 8px; }
        nav { margin-bottom: 6px; }
        nav button, nav select { font: inherit; }
        .legend { color: #3C3C43; max-width: 72em; }
        .warning { color: #C4000C; }
        table.sheet { border-collapse: collapse; }
        table.sheet th, table.sheet td { vertical-align: top; padding: 6px; text-align: left; }
        table.sheet tbody th { font-weight: normal; max-width: 12em; }
        .layout { font-weight: bold; }
        figure { margin: 0; }
        figure.thumb svg { width: 200px; height: auto; display: block; border: 1px solid #D1D1D6; cursor: zoom-in; }
        figcaption { font-size: 11px; margin-top: 2px; }
        #viewer { display: none; position: fixed; left: 0; top: 0; right: 0; bottom: 0; background: #FFFFFF; overflow: auto; z-index: 5; }
        #viewer.open { display: block; }
        #viewer .bar { position: absolute; left: 24px; top: 14px; }
        #viewer .stage { position: absolute; left: \(SVGMarkup.number(viewerOrigin.x))px; top: \(SVGMarkup.number(viewerOrigin.y))px; }
        #viewer .stage { display: flex; gap: \(SVGMarkup.number(viewerGap))px; align-items: flex-start; }
        #viewer .stage svg { display: block; flex: none; }
        #compare .pair { display: flex; gap: 16px; align-items: flex-start; margin-bottom: 24px; }
        #compare .arrow { font-size: 24px; align-self: center; }
        #compare h2 { font-size: 14px; margin: 12px 0 6px; }
        #compare svg { display: block; border: 1px solid #D1D1D6; }
        g.view.changed > rect.frame { stroke: #FF2D55; stroke-width: 3px; stroke-opacity: 1; }
        g.view.hovered > rect.frame { stroke: #007AFF; stroke-width: 2px; stroke-opacity: 1; }
        #hover { position: fixed; display: none; pointer-events: none; background: #1C1C1E; color: #FFFFFF; font-size: 12px; padding: 6px 8px; border-radius: 6px; white-space: pre; z-index: 10; }
        """

    private static let script = """
        (function () {
          'use strict';
          var grid = document.getElementById('grid'), compare = document.getElementById('compare');
          var viewer = document.getElementById('viewer'), stage = viewer.querySelector('.stage');
          var hover = document.getElementById('hover');
          var copies = 0;
          // A picture's copy gets ids of its own, so its clip paths never name the original's.
          function copy(svg) {
            var clone = svg.cloneNode(true), suffix = '-c' + (++copies);
            clone.querySelectorAll('[id]').forEach(function (node) { node.id = node.id + suffix; });
            clone.querySelectorAll('[clip-path]').forEach(function (node) {
              node.setAttribute('clip-path', node.getAttribute('clip-path').replace(/\\)$/, suffix + ')'));
            });
            return clone;
          }
          function openViewer(figures) {
            stage.textContent = '';
            figures.forEach(function (figure) { stage.appendChild(copy(figure.querySelector('svg'))); });
            document.getElementById('viewer-title').textContent = figures.map(function (figure) { return figure.getAttribute('data-title'); }).join('  |  ');
            viewer.classList.add('open');
          }
          function closeViewer() { viewer.classList.remove('open'); stage.textContent = ''; }
          function showCompare(before, after) {
            grid.hidden = true; compare.hidden = false; compare.textContent = '';
            document.getElementById('before').value = before;
            document.getElementById('after').value = after;
            document.querySelectorAll('tr[data-screen]').forEach(function (row) {
              var screen = row.getAttribute('data-screen');
              var left = document.querySelector('figure[data-screen="' + screen + '"][data-column="' + before + '"] svg');
              var right = document.querySelector('figure[data-screen="' + screen + '"][data-column="' + after + '"] svg');
              if (!left || !right) { return; }
              left = copy(left); right = copy(right);
              var drawn = {}, changed = 0;
              left.querySelectorAll('g.view').forEach(function (view) { drawn[view.getAttribute('data-id')] = view; });
              right.querySelectorAll('g.view').forEach(function (view) {
                var other = drawn[view.getAttribute('data-id')];
                if (!other || other.getAttribute('data-drawn') !== view.getAttribute('data-drawn')) {
                  view.classList.add('changed'); if (other) { other.classList.add('changed'); } changed++;
                }
              });
              var heading = document.createElement('h2');
              heading.textContent = row.getAttribute('data-title') + ': ' + changed + ' view(s) changed';
              var pair = document.createElement('div'); pair.className = 'pair';
              var arrow = document.createElement('span'); arrow.className = 'arrow'; arrow.textContent = '→';
              pair.appendChild(left); pair.appendChild(arrow); pair.appendChild(right);
              compare.appendChild(heading); compare.appendChild(pair);
            });
          }
          function showGrid() { compare.hidden = true; grid.hidden = false; }
          document.querySelectorAll('figure.thumb svg').forEach(function (svg) {
            svg.addEventListener('click', function () { openViewer([svg.parentNode]); });
          });
          document.getElementById('close').addEventListener('click', closeViewer);
          document.getElementById('mode-grid').addEventListener('click', showGrid);
          document.getElementById('mode-compare').addEventListener('click', function () {
            showCompare(document.getElementById('before').value, document.getElementById('after').value);
          });
          ['before', 'after'].forEach(function (id) {
            document.getElementById(id).addEventListener('change', function () {
              if (!compare.hidden) { showCompare(document.getElementById('before').value, document.getElementById('after').value); }
            });
          });
          document.addEventListener('keydown', function (event) { if (event.key === 'Escape') { closeViewer(); } });
          var current = null;
          document.addEventListener('mousemove', function (event) {
            var view = event.target.closest ? event.target.closest('g.view') : null;
            if (current && current !== view) { current.classList.remove('hovered'); }
            current = view;
            if (!view) { hover.style.display = 'none'; return; }
            view.classList.add('hovered');
            var lines = [view.getAttribute('data-name') + ' (' + view.getAttribute('data-kind') + ')'];
            if (view.getAttribute('data-key')) { lines.push("key '" + view.getAttribute('data-key') + "'"); }
            lines.push(view.getAttribute('data-values') || 'no theme values');
            hover.textContent = lines.join('\\n');
            hover.style.left = (event.clientX + 14) + 'px'; hover.style.top = (event.clientY + 14) + 'px';
            hover.style.display = 'block';
          });
          var hash = decodeURIComponent(location.hash.slice(1));
          if (hash.indexOf('view=') === 0) {
            var figures = hash.slice(5).split('+').map(function (id) { return document.getElementById(id); }).filter(Boolean);
            if (figures.length) { openViewer(figures); }
          } else if (hash.indexOf('compare=') === 0) {
            var names = hash.slice(8).split(',');
            if (names.length === 2) { showCompare(names[0], names[1]); }
          }
        })();
        """
}
