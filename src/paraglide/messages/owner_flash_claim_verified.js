/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Flash_Claim_VerifiedInputs */

const en_owner_flash_claim_verified = /** @type {(inputs: Owner_Flash_Claim_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim verified`)
};

const es_owner_flash_claim_verified = /** @type {(inputs: Owner_Flash_Claim_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud verificada`)
};

const fr_owner_flash_claim_verified = /** @type {(inputs: Owner_Flash_Claim_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande vérifiée`)
};

/**
* | output |
* | --- |
* | "Claim verified" |
*
* @param {Owner_Flash_Claim_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_flash_claim_verified = /** @type {((inputs?: Owner_Flash_Claim_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Flash_Claim_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_flash_claim_verified(inputs)
	if (locale === "fr") return fr_owner_flash_claim_verified(inputs)
	return en_owner_flash_claim_verified(inputs)
});