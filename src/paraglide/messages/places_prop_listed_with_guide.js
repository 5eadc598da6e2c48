/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Listed_With_GuideInputs */

const en_places_prop_listed_with_guide = /** @type {(inputs: Places_Prop_Listed_With_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listed with the Harlem guide.`)
};

const es_places_prop_listed_with_guide = /** @type {(inputs: Places_Prop_Listed_With_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada en la guía de Harlem.`)
};

const fr_places_prop_listed_with_guide = /** @type {(inputs: Places_Prop_Listed_With_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce publiée par le guide de Harlem.`)
};

/**
* | output |
* | --- |
* | "Listed with the Harlem guide." |
*
* @param {Places_Prop_Listed_With_GuideInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_listed_with_guide = /** @type {((inputs?: Places_Prop_Listed_With_GuideInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Listed_With_GuideInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_listed_with_guide(inputs)
	if (locale === "fr") return fr_places_prop_listed_with_guide(inputs)
	return en_places_prop_listed_with_guide(inputs)
});