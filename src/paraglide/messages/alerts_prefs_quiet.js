/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_QuietInputs */

const en_alerts_prefs_quiet = /** @type {(inputs: Alerts_Prefs_QuietInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet hours`)
};

const es_alerts_prefs_quiet = /** @type {(inputs: Alerts_Prefs_QuietInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas de silencio`)
};

const fr_alerts_prefs_quiet = /** @type {(inputs: Alerts_Prefs_QuietInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heures calmes`)
};

/**
* | output |
* | --- |
* | "Quiet hours" |
*
* @param {Alerts_Prefs_QuietInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_quiet = /** @type {((inputs?: Alerts_Prefs_QuietInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_QuietInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_quiet(inputs)
	if (locale === "fr") return fr_alerts_prefs_quiet(inputs)
	return en_alerts_prefs_quiet(inputs)
});