/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Admin_NewInputs */

const en_loyalty_admin_new = /** @type {(inputs: Loyalty_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New reward`)
};

const es_loyalty_admin_new = /** @type {(inputs: Loyalty_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva recompensa`)
};

const fr_loyalty_admin_new = /** @type {(inputs: Loyalty_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle récompense`)
};

/**
* | output |
* | --- |
* | "New reward" |
*
* @param {Loyalty_Admin_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_admin_new = /** @type {((inputs?: Loyalty_Admin_NewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Admin_NewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_admin_new(inputs)
	if (locale === "fr") return fr_loyalty_admin_new(inputs)
	return en_loyalty_admin_new(inputs)
});