/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Pro_CommissionInputs */

const en_partners_tt_pro_commission = /** @type {(inputs: Partners_Tt_Pro_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission tracking on every booking`)
};

const es_partners_tt_pro_commission = /** @type {(inputs: Partners_Tt_Pro_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguimiento de comisiones en cada reserva`)
};

const fr_partners_tt_pro_commission = /** @type {(inputs: Partners_Tt_Pro_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivi des commissions sur chaque réservation`)
};

/**
* | output |
* | --- |
* | "Commission tracking on every booking" |
*
* @param {Partners_Tt_Pro_CommissionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_pro_commission = /** @type {((inputs?: Partners_Tt_Pro_CommissionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Pro_CommissionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_pro_commission(inputs)
	if (locale === "fr") return fr_partners_tt_pro_commission(inputs)
	return en_partners_tt_pro_commission(inputs)
});