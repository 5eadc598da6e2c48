/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Eventreminders1Inputs */

const en_alerts_topic_eventreminders1 = /** @type {(inputs: Alerts_Topic_Eventreminders1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event reminders`)
};

const es_alerts_topic_eventreminders1 = /** @type {(inputs: Alerts_Topic_Eventreminders1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordatorios de eventos`)
};

const fr_alerts_topic_eventreminders1 = /** @type {(inputs: Alerts_Topic_Eventreminders1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rappels d’événements`)
};

/**
* | output |
* | --- |
* | "Event reminders" |
*
* @param {Alerts_Topic_Eventreminders1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_eventreminders1 = /** @type {((inputs?: Alerts_Topic_Eventreminders1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Eventreminders1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_eventreminders1(inputs)
	if (locale === "fr") return fr_alerts_topic_eventreminders1(inputs)
	return en_alerts_topic_eventreminders1(inputs)
});
export { alerts_topic_eventreminders1 as "alerts_topic_eventReminders" }