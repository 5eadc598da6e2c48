/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Photo_RemovedInputs */

const en_moderation_mo_photo_removed = /** @type {(inputs: Moderation_Mo_Photo_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The photo is removed.`)
};

const es_moderation_mo_photo_removed = /** @type {(inputs: Moderation_Mo_Photo_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La foto se eliminó.`)
};

const fr_moderation_mo_photo_removed = /** @type {(inputs: Moderation_Mo_Photo_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La photo a été retirée.`)
};

/**
* | output |
* | --- |
* | "The photo is removed." |
*
* @param {Moderation_Mo_Photo_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_photo_removed = /** @type {((inputs?: Moderation_Mo_Photo_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Photo_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_photo_removed(inputs)
	if (locale === "fr") return fr_moderation_mo_photo_removed(inputs)
	return en_moderation_mo_photo_removed(inputs)
});