/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_None_OwnerInputs */

const en_media_video_none_owner = /** @type {(inputs: Media_Video_None_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a video tour above: premium members can watch it on your listing.`)
};

const es_media_video_none_owner = /** @type {(inputs: Media_Video_None_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agrega un recorrido en video arriba: los miembros premium pueden verlo en tu ficha.`)
};

const fr_media_video_none_owner = /** @type {(inputs: Media_Video_None_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez une visite en vidéo ci-dessus : les membres premium pourront la regarder sur votre fiche.`)
};

/**
* | output |
* | --- |
* | "Add a video tour above: premium members can watch it on your listing." |
*
* @param {Media_Video_None_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_none_owner = /** @type {((inputs?: Media_Video_None_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_None_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_none_owner(inputs)
	if (locale === "fr") return fr_media_video_none_owner(inputs)
	return en_media_video_none_owner(inputs)
});