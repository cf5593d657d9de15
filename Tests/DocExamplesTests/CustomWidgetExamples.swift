import class Gtk.Calendar
import WorkflowElements

// WorkflowElements' CustomWidget examples, compiled as written (apart from the other element
// examples: this file imports a GTK class, whose module has its own `Label` and `Button`).

enum CustomWidgetExamples {
    static func calendars() -> Column {
        Column {
            CustomWidget(make: { Calendar() }, update: { calendar in calendar.showWeekNumbers = true })
            CustomWidget(make: {
                let calendar = Calendar()
                calendar.addCSSClass("card")
                return calendar
            }, update: { calendar in calendar.showWeekNumbers = true })
        }
    }
}
