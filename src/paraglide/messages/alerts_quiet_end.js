/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Quiet_EndInputs */

const en_alerts_quiet_end = /** @type {(inputs: Alerts_Quiet_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until`)
};

const es_alerts_quiet_end = /** @type {(inputs: Alerts_Quiet_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const fr_alerts_quiet_end = /** @type {(inputs: Alerts_Quiet_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu’à`)
};

/**
* | output |
* | --- |
* | "Until" |
*
* @param {Alerts_Quiet_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_quiet_end = /** @type {((inputs?: Alerts_Quiet_EndInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Quiet_EndInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_quiet_end(inputs)
	if (locale === "fr") return fr_alerts_quiet_end(inputs)
	return en_alerts_quiet_end(inputs)
});