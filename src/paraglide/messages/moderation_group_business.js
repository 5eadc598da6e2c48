/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Group_BusinessInputs */

const en_moderation_group_business = /** @type {(inputs: Moderation_Group_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running a business`)
};

const es_moderation_group_business = /** @type {(inputs: Moderation_Group_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestión de un negocio`)
};

const fr_moderation_group_business = /** @type {(inputs: Moderation_Group_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion d’un commerce`)
};

/**
* | output |
* | --- |
* | "Running a business" |
*
* @param {Moderation_Group_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_group_business = /** @type {((inputs?: Moderation_Group_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Group_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_group_business(inputs)
	if (locale === "fr") return fr_moderation_group_business(inputs)
	return en_moderation_group_business(inputs)
});