/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_IntroInputs */

const en_alerts_prefs_intro = /** @type {(inputs: Alerts_Prefs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what the guide tells you about and how it reaches you.`)
};

const es_alerts_prefs_intro = /** @type {(inputs: Alerts_Prefs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige de qué te avisa la guía y cómo te llega.`)
};

const fr_alerts_prefs_intro = /** @type {(inputs: Alerts_Prefs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez ce dont le guide vous informe et comment il vous joint.`)
};

/**
* | output |
* | --- |
* | "Choose what the guide tells you about and how it reaches you." |
*
* @param {Alerts_Prefs_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_intro = /** @type {((inputs?: Alerts_Prefs_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_intro(inputs)
	if (locale === "fr") return fr_alerts_prefs_intro(inputs)
	return en_alerts_prefs_intro(inputs)
});