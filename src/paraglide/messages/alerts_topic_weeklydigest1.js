/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Topic_Weeklydigest1Inputs */

const en_alerts_topic_weeklydigest1 = /** @type {(inputs: Alerts_Topic_Weeklydigest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly digest`)
};

const es_alerts_topic_weeklydigest1 = /** @type {(inputs: Alerts_Topic_Weeklydigest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen semanal`)
};

const fr_alerts_topic_weeklydigest1 = /** @type {(inputs: Alerts_Topic_Weeklydigest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récapitulatif de la semaine`)
};

/**
* | output |
* | --- |
* | "Weekly digest" |
*
* @param {Alerts_Topic_Weeklydigest1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
const alerts_topic_weeklydigest1 = /** @type {((inputs?: Alerts_Topic_Weeklydigest1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Topic_Weeklydigest1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_topic_weeklydigest1(inputs)
	if (locale === "fr") return fr_alerts_topic_weeklydigest1(inputs)
	return en_alerts_topic_weeklydigest1(inputs)
});
export { alerts_topic_weeklydigest1 as "alerts_topic_weeklyDigest" }