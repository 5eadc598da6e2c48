/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Unsub_Invalid_HeadingInputs */

const en_alerts_unsub_invalid_heading = /** @type {(inputs: Alerts_Unsub_Invalid_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work`)
};

const es_alerts_unsub_invalid_heading = /** @type {(inputs: Alerts_Unsub_Invalid_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no funciona`)
};

const fr_alerts_unsub_invalid_heading = /** @type {(inputs: Alerts_Unsub_Invalid_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien ne fonctionne pas`)
};

/**
* | output |
* | --- |
* | "This link does not work" |
*
* @param {Alerts_Unsub_Invalid_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unsub_invalid_heading = /** @type {((inputs?: Alerts_Unsub_Invalid_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unsub_Invalid_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unsub_invalid_heading(inputs)
	if (locale === "fr") return fr_alerts_unsub_invalid_heading(inputs)
	return en_alerts_unsub_invalid_heading(inputs)
});