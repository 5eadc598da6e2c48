/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Admin_TitleInputs */

const en_loyalty_admin_title = /** @type {(inputs: Loyalty_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

const es_loyalty_admin_title = /** @type {(inputs: Loyalty_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensas`)
};

const fr_loyalty_admin_title = /** @type {(inputs: Loyalty_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompenses`)
};

/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Loyalty_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_admin_title = /** @type {((inputs?: Loyalty_Admin_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Admin_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_admin_title(inputs)
	if (locale === "fr") return fr_loyalty_admin_title(inputs)
	return en_loyalty_admin_title(inputs)
});