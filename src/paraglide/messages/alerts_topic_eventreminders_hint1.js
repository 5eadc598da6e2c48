/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Eventreminders_Hint1Inputs */

const en_alerts_topic_eventreminders_hint1 = /** @type {(inputs: Alerts_Topic_Eventreminders_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The day before an event you registered for, and when a waitlist seat is yours.`)
};

const es_alerts_topic_eventreminders_hint1 = /** @type {(inputs: Alerts_Topic_Eventreminders_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El día antes de un evento en el que te inscribiste, y cuando un lugar de la lista de espera es tuyo.`)
};

const fr_alerts_topic_eventreminders_hint1 = /** @type {(inputs: Alerts_Topic_Eventreminders_Hint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La veille d’un événement auquel vous êtes inscrit, et quand une place en liste d’attente vous revient.`)
};

/**
* | output |
* | --- |
* | "The day before an event you registered for, and when a waitlist seat is yours." |
*
* @param {Alerts_Topic_Eventreminders_Hint1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_eventreminders_hint1 = /** @type {((inputs?: Alerts_Topic_Eventreminders_Hint1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Eventreminders_Hint1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_eventreminders_hint1(inputs)
	if (locale === "fr") return fr_alerts_topic_eventreminders_hint1(inputs)
	return en_alerts_topic_eventreminders_hint1(inputs)
});
export { alerts_topic_eventreminders_hint1 as "alerts_topic_eventReminders_hint" }