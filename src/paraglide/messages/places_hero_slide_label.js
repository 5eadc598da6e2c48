/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown>, title: NonNullable<unknown> }} Places_Hero_Slide_LabelInputs */

const en_places_hero_slide_label = /** @type {(inputs: Places_Hero_Slide_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} of ${i?.count}: ${i?.title}`)
};

const es_places_hero_slide_label = /** @type {(inputs: Places_Hero_Slide_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} de ${i?.count}: ${i?.title}`)
};

const fr_places_hero_slide_label = /** @type {(inputs: Places_Hero_Slide_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.index} sur ${i?.count} : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "{index} of {count}: {title}" |
*
* @param {Places_Hero_Slide_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_hero_slide_label = /** @type {((inputs: Places_Hero_Slide_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Hero_Slide_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_hero_slide_label(inputs)
	if (locale === "fr") return fr_places_hero_slide_label(inputs)
	return en_places_hero_slide_label(inputs)
});