/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Refund_PolicyInputs */

const en_partners_lp_refund_policy = /** @type {(inputs: Partners_Lp_Refund_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment and Refund Policy`)
};

const es_partners_lp_refund_policy = /** @type {(inputs: Partners_Lp_Refund_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de pagos y reembolsos`)
};

const fr_partners_lp_refund_policy = /** @type {(inputs: Partners_Lp_Refund_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de paiement et de remboursement`)
};

/**
* | output |
* | --- |
* | "Payment and Refund Policy" |
*
* @param {Partners_Lp_Refund_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_refund_policy = /** @type {((inputs?: Partners_Lp_Refund_PolicyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Refund_PolicyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_refund_policy(inputs)
	if (locale === "fr") return fr_partners_lp_refund_policy(inputs)
	return en_partners_lp_refund_policy(inputs)
});