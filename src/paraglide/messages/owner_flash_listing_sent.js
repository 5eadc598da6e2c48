/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Flash_Listing_SentInputs */

const en_owner_flash_listing_sent = /** @type {(inputs: Owner_Flash_Listing_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing sent for review`)
};

const es_owner_flash_listing_sent = /** @type {(inputs: Owner_Flash_Listing_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha enviada para revisión`)
};

const fr_owner_flash_listing_sent = /** @type {(inputs: Owner_Flash_Listing_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche envoyée pour vérification`)
};

/**
* | output |
* | --- |
* | "Listing sent for review" |
*
* @param {Owner_Flash_Listing_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_flash_listing_sent = /** @type {((inputs?: Owner_Flash_Listing_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Flash_Listing_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_flash_listing_sent(inputs)
	if (locale === "fr") return fr_owner_flash_listing_sent(inputs)
	return en_owner_flash_listing_sent(inputs)
});