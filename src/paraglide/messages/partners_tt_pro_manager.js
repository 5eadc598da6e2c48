/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Pro_ManagerInputs */

const en_partners_tt_pro_manager = /** @type {(inputs: Partners_Tt_Pro_ManagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A dedicated account manager`)
};

const es_partners_tt_pro_manager = /** @type {(inputs: Partners_Tt_Pro_ManagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un gestor de cuenta dedicado`)
};

const fr_partners_tt_pro_manager = /** @type {(inputs: Partners_Tt_Pro_ManagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un chargé de compte attitré`)
};

/**
* | output |
* | --- |
* | "A dedicated account manager" |
*
* @param {Partners_Tt_Pro_ManagerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_pro_manager = /** @type {((inputs?: Partners_Tt_Pro_ManagerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Pro_ManagerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_pro_manager(inputs)
	if (locale === "fr") return fr_partners_tt_pro_manager(inputs)
	return en_partners_tt_pro_manager(inputs)
});