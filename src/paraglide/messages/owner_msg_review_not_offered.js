/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Review_Not_OfferedInputs */

const en_owner_msg_review_not_offered = /** @type {(inputs: Owner_Msg_Review_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This business can be verified with a code: choose the email or the phone.`)
};

const es_owner_msg_review_not_offered = /** @type {(inputs: Owner_Msg_Review_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este negocio se puede verificar con un código: elige el correo o el teléfono.`)
};

const fr_owner_msg_review_not_offered = /** @type {(inputs: Owner_Msg_Review_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet établissement peut être vérifié par un code : choisissez l’e-mail ou le téléphone.`)
};

/**
* | output |
* | --- |
* | "This business can be verified with a code: choose the email or the phone." |
*
* @param {Owner_Msg_Review_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_review_not_offered = /** @type {((inputs?: Owner_Msg_Review_Not_OfferedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Review_Not_OfferedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_review_not_offered(inputs)
	if (locale === "fr") return fr_owner_msg_review_not_offered(inputs)
	return en_owner_msg_review_not_offered(inputs)
});