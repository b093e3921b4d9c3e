// Calendar's terms as JXA names them: a digest of Calendar.app's scripting dictionary (Calendar.sdef, suite "iCal"),
// its classes, properties, elements and commands; a name it lacks fails in a script as on a Mac.
import {
  READ_ONLY,
  READ_WRITE,
  STANDARD_APPLICATION,
  type ClassTerms,
  type ScriptingDictionary,
} from "../../osascript/apple-events.ts";

const ALARM: ClassTerms = {
  properties: { triggerInterval: READ_WRITE, triggerDate: READ_WRITE },
  elements: {},
  commands: [],
};

export const CALENDAR_DICTIONARY: ScriptingDictionary = {
  source:
    "Calendar.app's Calendar.sdef (Standard Suite and suite iCal, code wrbt), as published in potsbo/jxa-graphql " +
    "src/__mocks__/execa/__fixtures__/System/Applications/Calendar.app",
  application: "application",
  classes: {
    application: {
      ...STANDARD_APPLICATION,
      elements: { ...STANDARD_APPLICATION.elements, calendars: "calendar" },
      commands: [...STANDARD_APPLICATION.commands, "reloadCalendars", "switchView", "viewCalendar", "getURL", "show"],
    },
    calendar: {
      properties: {
        name: READ_WRITE,
        color: READ_WRITE,
        calendarIdentifier: READ_ONLY,
        writable: READ_ONLY,
        description: READ_WRITE,
      },
      elements: { events: "event" },
      commands: [],
    },
    event: {
      properties: {
        description: READ_WRITE,
        startDate: READ_WRITE,
        endDate: READ_WRITE,
        alldayEvent: READ_WRITE,
        recurrence: READ_WRITE,
        sequence: READ_ONLY,
        stampDate: READ_WRITE,
        excludedDates: READ_WRITE,
        status: READ_WRITE,
        summary: READ_WRITE,
        location: READ_WRITE,
        uid: READ_ONLY,
        url: READ_WRITE,
      },
      elements: {
        attendees: "attendee",
        displayAlarms: "displayAlarm",
        mailAlarms: "mailAlarm",
        openFileAlarms: "openFileAlarm",
        soundAlarms: "soundAlarm",
      },
      commands: ["show"],
    },
    attendee: {
      properties: { displayName: READ_ONLY, email: READ_ONLY, participationStatus: READ_ONLY },
      elements: {},
      commands: [],
    },
    displayAlarm: ALARM,
    mailAlarm: ALARM,
    soundAlarm: { ...ALARM, properties: { ...ALARM.properties, soundName: READ_WRITE, soundFile: READ_WRITE } },
    openFileAlarm: { ...ALARM, properties: { ...ALARM.properties, filepath: READ_WRITE } },
  },
};
