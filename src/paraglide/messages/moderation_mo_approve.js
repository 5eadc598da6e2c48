/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_ApproveInputs */

const en_moderation_mo_approve = /** @type {(inputs: Moderation_Mo_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const es_moderation_mo_approve = /** @type {(inputs: Moderation_Mo_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

const fr_moderation_mo_approve = /** @type {(inputs: Moderation_Mo_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Moderation_Mo_ApproveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_approve = /** @type {((inputs?: Moderation_Mo_ApproveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_ApproveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_approve(inputs)
	if (locale === "fr") return fr_moderation_mo_approve(inputs)
	return en_moderation_mo_approve(inputs)
});