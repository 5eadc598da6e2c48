/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_ThanksInputs */

const en_partners_donate_thanks = /** @type {(inputs: Partners_Donate_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your donation!`)
};

const es_partners_donate_thanks = /** @type {(inputs: Partners_Donate_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias por tu donación!`)
};

const fr_partners_donate_thanks = /** @type {(inputs: Partners_Donate_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci pour votre don !`)
};

/**
* | output |
* | --- |
* | "Thank you for your donation!" |
*
* @param {Partners_Donate_ThanksInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_thanks = /** @type {((inputs?: Partners_Donate_ThanksInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_ThanksInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_thanks(inputs)
	if (locale === "fr") return fr_partners_donate_thanks(inputs)
	return en_partners_donate_thanks(inputs)
});