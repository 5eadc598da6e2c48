/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Admin_RedemptionsInputs */

const en_loyalty_admin_redemptions = /** @type {(inputs: Loyalty_Admin_RedemptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redemptions`)
};

const es_loyalty_admin_redemptions = /** @type {(inputs: Loyalty_Admin_RedemptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canjes`)
};

const fr_loyalty_admin_redemptions = /** @type {(inputs: Loyalty_Admin_RedemptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échanges`)
};

/**
* | output |
* | --- |
* | "Redemptions" |
*
* @param {Loyalty_Admin_RedemptionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_admin_redemptions = /** @type {((inputs?: Loyalty_Admin_RedemptionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Admin_RedemptionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_admin_redemptions(inputs)
	if (locale === "fr") return fr_loyalty_admin_redemptions(inputs)
	return en_loyalty_admin_redemptions(inputs)
});