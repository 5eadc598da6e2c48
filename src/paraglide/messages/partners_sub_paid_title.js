/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_Paid_TitleInputs */

const en_partners_sub_paid_title = /** @type {(inputs: Partners_Sub_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome, Premium Member!`)
};

const es_partners_sub_paid_title = /** @type {(inputs: Partners_Sub_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Bienvenido, miembro Premium!`)
};

const fr_partners_sub_paid_title = /** @type {(inputs: Partners_Sub_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue, membre Premium !`)
};

/**
* | output |
* | --- |
* | "Welcome, Premium Member!" |
*
* @param {Partners_Sub_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_paid_title = /** @type {((inputs?: Partners_Sub_Paid_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_Paid_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_paid_title(inputs)
	if (locale === "fr") return fr_partners_sub_paid_title(inputs)
	return en_partners_sub_paid_title(inputs)
});