import Foundation
import Gtk

// The gauge's drawing and size (SunGauge.swift declares the type and its property).
extension SunGauge {
    /// The lit suns in amber, the others in a translucent grey that reads on light and dark
    /// styles: a disc with eight short rays each, drawn with cairo.
    public func draw(_ snapshot: Snapshot) {
        let width = contentBoxWidth, height = contentBoxHeight
        guard width > 0, height > 0 else { return }
        let lit = self[Self.suns]
        snapshot.appendCairo(in: Rect(width: width, height: height)) { cairo in
            for index in 0..<Self.maximum {
                let (x, y) = Self.centre(ofSun: index, height: height)
                cairo.setColor(index < lit ? Color(red: 0.90, green: 0.65, blue: 0.04)
                                           : Color(red: 0.55, green: 0.55, blue: 0.55, alpha: 0.55))
                cairo.arc(centerX: x, centerY: y, radius: 6, startAngle: 0, endAngle: 2 * .pi)
                cairo.fill()
                cairo.setLineWidth(2)
                for ray in 0..<8 {
                    let angle = Double(ray) * .pi / 4
                    cairo.move(toX: x + 8.5 * cos(angle), y: y + 8.5 * sin(angle))
                    cairo.line(toX: x + 11 * cos(angle), y: y + 11 * sin(angle))
                }
                cairo.stroke()
            }
        }
    }

    /// Exactly wide enough for the suns in a row, one sun high.
    public func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
        let length = orientation == .horizontal ? Self.maximum * Self.cell + (Self.maximum - 1) * Self.gap : Self.cell
        return WidgetMeasurement(minimum: length, natural: length)
    }
}
