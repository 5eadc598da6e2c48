/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Phone_UnavailableInputs */

const en_owner_claim_phone_unavailable = /** @type {(inputs: Owner_Claim_Phone_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By phone: codes by text message are not available on this site yet.`)
};

const es_owner_claim_phone_unavailable = /** @type {(inputs: Owner_Claim_Phone_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por teléfono: los códigos por mensaje de texto todavía no están disponibles en este sitio.`)
};

const fr_owner_claim_phone_unavailable = /** @type {(inputs: Owner_Claim_Phone_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par téléphone : les codes par SMS ne sont pas encore disponibles sur ce site.`)
};

/**
* | output |
* | --- |
* | "By phone: codes by text message are not available on this site yet." |
*
* @param {Owner_Claim_Phone_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_phone_unavailable = /** @type {((inputs?: Owner_Claim_Phone_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Phone_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_phone_unavailable(inputs)
	if (locale === "fr") return fr_owner_claim_phone_unavailable(inputs)
	return en_owner_claim_phone_unavailable(inputs)
});