/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Admin_EmptyInputs */

const en_loyalty_admin_empty = /** @type {(inputs: Loyalty_Admin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rewards yet.`)
};

const es_loyalty_admin_empty = /** @type {(inputs: Loyalty_Admin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay recompensas.`)
};

const fr_loyalty_admin_empty = /** @type {(inputs: Loyalty_Admin_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune récompense pour le moment.`)
};

/**
* | output |
* | --- |
* | "No rewards yet." |
*
* @param {Loyalty_Admin_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_admin_empty = /** @type {((inputs?: Loyalty_Admin_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Admin_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_admin_empty(inputs)
	if (locale === "fr") return fr_loyalty_admin_empty(inputs)
	return en_loyalty_admin_empty(inputs)
});