/** Stands for antd's date, time and calendar picker locales, which no screen of the portal uses. */
export default {};
