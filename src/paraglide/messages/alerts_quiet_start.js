/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Quiet_StartInputs */

const en_alerts_quiet_start = /** @type {(inputs: Alerts_Quiet_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const es_alerts_quiet_start = /** @type {(inputs: Alerts_Quiet_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const fr_alerts_quiet_start = /** @type {(inputs: Alerts_Quiet_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Alerts_Quiet_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_quiet_start = /** @type {((inputs?: Alerts_Quiet_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Quiet_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_quiet_start(inputs)
	if (locale === "fr") return fr_alerts_quiet_start(inputs)
	return en_alerts_quiet_start(inputs)
});