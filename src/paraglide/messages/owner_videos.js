/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Owner_VideosInputs */

const en_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`video`);
	return /** @type {LocalizedString} */ (`videos`)
	
};

const es_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`video publicado`);
	return /** @type {LocalizedString} */ (`videos publicados`)
	
};

const fr_owner_videos = /** @type {(inputs: Owner_VideosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`vidéo`);
	return /** @type {LocalizedString} */ (`vidéos`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "video" |
* | * | "videos" |
*
* @param {Owner_VideosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_videos = /** @type {((inputs: Owner_VideosInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_VideosInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_videos(inputs)
	if (locale === "fr") return fr_owner_videos(inputs)
	return en_owner_videos(inputs)
});