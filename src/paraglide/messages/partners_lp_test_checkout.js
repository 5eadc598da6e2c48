/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Test_CheckoutInputs */

const en_partners_lp_test_checkout = /** @type {(inputs: Partners_Lp_Test_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this machine payments go to the local test checkout: test payments, no money moves.`)
};

const es_partners_lp_test_checkout = /** @type {(inputs: Partners_Lp_Test_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En este equipo los pagos van al pago de prueba local: pagos de prueba, sin movimiento de dinero.`)
};

const fr_partners_lp_test_checkout = /** @type {(inputs: Partners_Lp_Test_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur cette machine, les paiements passent par la caisse de test locale : paiements fictifs, aucun argent ne circule.`)
};

/**
* | output |
* | --- |
* | "On this machine payments go to the local test checkout: test payments, no money moves." |
*
* @param {Partners_Lp_Test_CheckoutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_test_checkout = /** @type {((inputs?: Partners_Lp_Test_CheckoutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Test_CheckoutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_test_checkout(inputs)
	if (locale === "fr") return fr_partners_lp_test_checkout(inputs)
	return en_partners_lp_test_checkout(inputs)
});