/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Flash_Claim_WithdrawnInputs */

const en_owner_flash_claim_withdrawn = /** @type {(inputs: Owner_Flash_Claim_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim withdrawn`)
};

const es_owner_flash_claim_withdrawn = /** @type {(inputs: Owner_Flash_Claim_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud retirada`)
};

const fr_owner_flash_claim_withdrawn = /** @type {(inputs: Owner_Flash_Claim_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande retirée`)
};

/**
* | output |
* | --- |
* | "Claim withdrawn" |
*
* @param {Owner_Flash_Claim_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_flash_claim_withdrawn = /** @type {((inputs?: Owner_Flash_Claim_WithdrawnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Flash_Claim_WithdrawnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_flash_claim_withdrawn(inputs)
	if (locale === "fr") return fr_owner_flash_claim_withdrawn(inputs)
	return en_owner_flash_claim_withdrawn(inputs)
});