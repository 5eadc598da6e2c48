/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_Cancelled_TitleInputs */

const en_partners_sub_cancelled_title = /** @type {(inputs: Partners_Sub_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout cancelled`)
};

const es_partners_sub_cancelled_title = /** @type {(inputs: Partners_Sub_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago cancelado`)
};

const fr_partners_sub_cancelled_title = /** @type {(inputs: Partners_Sub_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement annulé`)
};

/**
* | output |
* | --- |
* | "Checkout cancelled" |
*
* @param {Partners_Sub_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_cancelled_title = /** @type {((inputs?: Partners_Sub_Cancelled_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_Cancelled_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_cancelled_title(inputs)
	if (locale === "fr") return fr_partners_sub_cancelled_title(inputs)
	return en_partners_sub_cancelled_title(inputs)
});