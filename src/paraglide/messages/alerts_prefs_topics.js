/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_TopicsInputs */

const en_alerts_prefs_topics = /** @type {(inputs: Alerts_Prefs_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell me about`)
};

const es_alerts_prefs_topics = /** @type {(inputs: Alerts_Prefs_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avísame de`)
};

const fr_alerts_prefs_topics = /** @type {(inputs: Alerts_Prefs_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me prévenir pour`)
};

/**
* | output |
* | --- |
* | "Tell me about" |
*
* @param {Alerts_Prefs_TopicsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_topics = /** @type {((inputs?: Alerts_Prefs_TopicsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_TopicsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_topics(inputs)
	if (locale === "fr") return fr_alerts_prefs_topics(inputs)
	return en_alerts_prefs_topics(inputs)
});