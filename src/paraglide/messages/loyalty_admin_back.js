/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Admin_BackInputs */

const en_loyalty_admin_back = /** @type {(inputs: Loyalty_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the admin dashboard`)
};

const es_loyalty_admin_back = /** @type {(inputs: Loyalty_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al panel de administración`)
};

const fr_loyalty_admin_back = /** @type {(inputs: Loyalty_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord d’administration`)
};

/**
* | output |
* | --- |
* | "Back to the admin dashboard" |
*
* @param {Loyalty_Admin_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_admin_back = /** @type {((inputs?: Loyalty_Admin_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Admin_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_admin_back(inputs)
	if (locale === "fr") return fr_loyalty_admin_back(inputs)
	return en_loyalty_admin_back(inputs)
});