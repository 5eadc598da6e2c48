/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Admin_LinkInputs */

const en_loyalty_admin_link = /** @type {(inputs: Loyalty_Admin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

const es_loyalty_admin_link = /** @type {(inputs: Loyalty_Admin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensas`)
};

const fr_loyalty_admin_link = /** @type {(inputs: Loyalty_Admin_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompenses`)
};

/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Loyalty_Admin_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_admin_link = /** @type {((inputs?: Loyalty_Admin_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Admin_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_admin_link(inputs)
	if (locale === "fr") return fr_loyalty_admin_link(inputs)
	return en_loyalty_admin_link(inputs)
});