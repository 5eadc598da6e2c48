/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Listing_UpgradeInputs */

const en_moderation_perm_listing_upgrade = /** @type {(inputs: Moderation_Perm_Listing_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade account (premium listing)`)
};

const es_moderation_perm_listing_upgrade = /** @type {(inputs: Moderation_Perm_Listing_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorar la cuenta (ficha premium)`)
};

const fr_moderation_perm_listing_upgrade = /** @type {(inputs: Moderation_Perm_Listing_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à la fiche premium`)
};

/**
* | output |
* | --- |
* | "Upgrade account (premium listing)" |
*
* @param {Moderation_Perm_Listing_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_listing_upgrade = /** @type {((inputs?: Moderation_Perm_Listing_UpgradeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Listing_UpgradeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_listing_upgrade(inputs)
	if (locale === "fr") return fr_moderation_perm_listing_upgrade(inputs)
	return en_moderation_perm_listing_upgrade(inputs)
});