/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Not_VerifiedInputs */

const en_moderation_mo_not_verified = /** @type {(inputs: Moderation_Mo_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not verified by a code: check the note before approving`)
};

const es_moderation_mo_not_verified = /** @type {(inputs: Moderation_Mo_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin verificar con un código: revisa la nota antes de aprobar`)
};

const fr_moderation_mo_not_verified = /** @type {(inputs: Moderation_Mo_Not_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non vérifiée par un code : lisez la note avant d’approuver`)
};

/**
* | output |
* | --- |
* | "Not verified by a code: check the note before approving" |
*
* @param {Moderation_Mo_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_not_verified = /** @type {((inputs?: Moderation_Mo_Not_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Not_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_not_verified(inputs)
	if (locale === "fr") return fr_moderation_mo_not_verified(inputs)
	return en_moderation_mo_not_verified(inputs)
});