/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_OpeningInputs */

const en_partners_lp_opening = /** @type {(inputs: Partners_Lp_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening secure checkout...`)
};

const es_partners_lp_opening = /** @type {(inputs: Partners_Lp_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el pago seguro...`)
};

const fr_partners_lp_opening = /** @type {(inputs: Partners_Lp_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture du paiement sécurisé…`)
};

/**
* | output |
* | --- |
* | "Opening secure checkout..." |
*
* @param {Partners_Lp_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_opening = /** @type {((inputs?: Partners_Lp_OpeningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_OpeningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_opening(inputs)
	if (locale === "fr") return fr_partners_lp_opening(inputs)
	return en_partners_lp_opening(inputs)
});