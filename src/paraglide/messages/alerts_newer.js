/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_NewerInputs */

const en_alerts_newer = /** @type {(inputs: Alerts_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer`)
};

const es_alerts_newer = /** @type {(inputs: Alerts_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes`)
};

const fr_alerts_newer = /** @type {(inputs: Alerts_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus récentes`)
};

/**
* | output |
* | --- |
* | "Newer" |
*
* @param {Alerts_NewerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_newer = /** @type {((inputs?: Alerts_NewerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_NewerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_newer(inputs)
	if (locale === "fr") return fr_alerts_newer(inputs)
	return en_alerts_newer(inputs)
});