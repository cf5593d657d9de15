import Gtk

/// GNOME Shell's search provider interface (`org.gnome.Shell.SearchProvider2`, version 2)
/// and where Notes' provider is on the session bus. The installed
/// `dev.workflowgtk.Notes.search-provider.ini` and D-Bus service file name the same.
public enum SearchProviderInterface {
    /// The well-known bus name (D-Bus activation starts `notes-search-provider` for it).
    public static let busName = "dev.workflowgtk.Notes.SearchProvider"
    /// The provider object's path.
    public static let objectPath = "/dev/workflowgtk/Notes/SearchProvider"
    /// The interface's name.
    public static let name = "org.gnome.Shell.SearchProvider2"

    /// The interface's methods, as GNOME Shell calls them: the first search of a session,
    /// a narrower search of the last answer, what to show of each result, opening one, and
    /// opening the app on the search.
    public static let xml = """
    <node>
      <interface name="org.gnome.Shell.SearchProvider2">
        <method name="GetInitialResultSet">
          <arg name="terms" type="as" direction="in"/>
          <arg name="results" type="as" direction="out"/>
        </method>
        <method name="GetSubsearchResultSet">
          <arg name="previous_results" type="as" direction="in"/>
          <arg name="terms" type="as" direction="in"/>
          <arg name="results" type="as" direction="out"/>
        </method>
        <method name="GetResultMetas">
          <arg name="identifiers" type="as" direction="in"/>
          <arg name="metas" type="aa{sv}" direction="out"/>
        </method>
        <method name="ActivateResult">
          <arg name="identifier" type="s" direction="in"/>
          <arg name="terms" type="as" direction="in"/>
          <arg name="timestamp" type="u" direction="in"/>
        </method>
        <method name="LaunchSearch">
          <arg name="terms" type="as" direction="in"/>
          <arg name="timestamp" type="u" direction="in"/>
        </method>
      </interface>
    </node>
    """

    /// The parsed interface.
    public static func make() throws(DBusError) -> DBusInterface {
        try DBusInterface(xml: xml, name: name)
    }
}
