/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, role: NonNullable<unknown> }} Moderation_Cms_Gallery_IntroInputs */

const en_moderation_cms_gallery_intro = /** @type {(inputs: Moderation_Cms_Gallery_IntroInputs) => LocalizedString} */ (i) => {
	if (i?.role === "admin") return /** @type {LocalizedString} */ (`Photos from businesses in the guide. As an ${i?.name}, on each photo you:`);
	return /** @type {LocalizedString} */ (`Photos from businesses in the guide. As a ${i?.name}, on each photo you:`)
	
};

const es_moderation_cms_gallery_intro = /** @type {(inputs: Moderation_Cms_Gallery_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos de negocios de la guía. Con el rol ${i?.name}, esto es lo que puedes hacer en cada foto:`)
};

const fr_moderation_cms_gallery_intro = /** @type {(inputs: Moderation_Cms_Gallery_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos de commerces du guide. Avec le rôle ${i?.name}, voici ce que vous pouvez faire sur chaque photo :`)
};

/**
* | role | output |
* | --- | --- |
* | "admin" | "Photos from businesses in the guide. As an {name}, on each photo you:" |
* | * | "Photos from businesses in the guide. As a {name}, on each photo you:" |
*
* @param {Moderation_Cms_Gallery_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_gallery_intro = /** @type {((inputs: Moderation_Cms_Gallery_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Gallery_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_gallery_intro(inputs)
	if (locale === "fr") return fr_moderation_cms_gallery_intro(inputs)
	return en_moderation_cms_gallery_intro(inputs)
});