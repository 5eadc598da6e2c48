/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Owners_TextInputs */

const en_info_about_owners_text = /** @type {(inputs: Info_About_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every Harlem business can have a free listing with its hours, photos and reviews. Owners who want more reach can buy a premium listing, post events and upload video. [See listing plans], [join the partner program] or [advertise with us].`)
};

const es_info_about_owners_text = /** @type {(inputs: Info_About_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo negocio de Harlem puede tener una ficha gratuita con su horario, fotos y reseñas. Los dueños que quieran llegar a más gente pueden comprar una ficha premium, publicar eventos y subir videos. [Consulta los planes de fichas], [únete al programa de socios] o [anúnciate con nosotros].`)
};

const fr_info_about_owners_text = /** @type {(inputs: Info_About_Owners_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque commerce de Harlem peut avoir une fiche gratuite avec ses horaires, ses photos et ses avis. Ceux qui veulent toucher plus de monde peuvent acheter une fiche premium, publier des événements et mettre en ligne des vidéos. [Voir les formules], [rejoindre le programme partenaires] ou [faire de la publicité chez nous].`)
};

/**
* | output |
* | --- |
* | "Every Harlem business can have a free listing with its hours, photos and reviews. Owners who want more reach can buy a premium listing, post events and uploa..." |
*
* @param {Info_About_Owners_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_owners_text = /** @type {((inputs?: Info_About_Owners_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Owners_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_owners_text(inputs)
	if (locale === "fr") return fr_info_about_owners_text(inputs)
	return en_info_about_owners_text(inputs)
});